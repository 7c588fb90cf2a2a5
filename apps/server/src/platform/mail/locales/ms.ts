import type { MailTexts } from './en.ts';

/** Bahasa Melayu (Malaysia). */
export const ms: MailTexts = {
  greeting: 'Hai {{name}},',
  verification: {
    subject: 'Sahkan e-mel anda untuk {{brand}}',
    body: 'Sahkan alamat ini untuk membuka dompet anda. Pautan ini sah selama satu jam.',
    action: 'Sahkan e-mel',
  },
  passwordReset: {
    subject: 'Tetapkan semula kata laluan {{brand}} anda',
    asked:
      'Seseorang telah meminta untuk menetapkan semula kata laluan akaun anda. Pautan ini sah selama satu jam.',
    notYou:
      'Jika bukan anda yang membuat permintaan ini, abaikan e-mel ini: kata laluan anda tidak akan berubah.',
    action: 'Pilih kata laluan baharu',
  },
  kycApproved: {
    subject: 'Identiti anda telah disahkan',
    body: 'Kami telah menyemak dokumen anda: identiti anda telah disahkan.',
    action: 'Buka akaun anda',
  },
  kycRejected: {
    subject: 'Kami tidak dapat mengesahkan identiti anda',
    reason: 'Kami tidak dapat mengesahkan identiti anda: {{reason}}',
    again: 'Anda boleh menghantar dokumen anda sekali lagi.',
    action: 'Hantar dokumen sekali lagi',
  },
  bankDetailsChanged: {
    subject: 'Butiran bank anda telah ditukar',
    account:
      'Akaun bank yang menerima pengeluaran anda kini ialah akaun yang berakhir dengan {{lastDigits}}.',
    paused: 'Demi keselamatan anda, pengeluaran ditangguhkan sehingga {{time}} (UTC).',
    fromNow: 'Mulai sekarang, pengeluaran akan dibayar ke akaun ini.',
    notYou:
      'Jika anda tidak membuat perubahan ini, tukar kata laluan anda dan hubungi pasukan sokongan dengan segera.',
    action: 'Semak butiran bank anda',
  },
  withdrawalPaid: {
    subject: 'Pengeluaran {{number}} telah dibayar',
    paid: 'Kami telah membayar {{amount}} USD ke akaun bank anda bagi pengeluaran {{number}}.',
    reference: 'Nombor rujukan pembayaran daripada bank ialah {{reference}}.',
    action: 'Lihat resit',
  },
  withdrawalRejected: {
    subject: 'Pengeluaran {{number}} tidak dibayar',
    reason: 'Kami tidak dapat membayar pengeluaran {{number}}: {{reason}}',
    refunded: 'Sebanyak {{amount}} USD telah dikembalikan ke dana asalnya.',
    action: 'Lihat resit',
  },
  depositApproved: {
    subject: 'Deposit {{number}} diluluskan',
    body: 'Kami telah menerima bayaran anda: {{amount}} USD kini berada dalam dompet anda.',
    action: 'Lihat invois',
  },
  depositRejected: {
    subject: 'Deposit {{number}} ditolak',
    reason: 'Kami tidak dapat menerima deposit anda sebanyak {{amount}} USD: {{reason}}',
    nothingAdded:
      'Tiada apa-apa yang ditambah ke dompet anda. Anda boleh mengeluarkan invois baharu pada bila-bila masa.',
    action: 'Lihat invois',
  },
  investmentMatured: {
    subject: 'Pelaburan {{number}} telah matang',
    lastPeriod:
      'Pelaburan {{packageName}} anda, {{number}}, telah membuat bayaran bagi tempoh terakhirnya: keuntungan keseluruhan sebanyak {{profit}} USD telah dimasukkan ke dana keuntungan anda.',
    capitalKept: 'Pakej ini tidak memulangkan modal pada akhir tempoh.',
    capitalBack: 'Modal anda sebanyak {{capital}} USD telah dikembalikan ke dompet anda.',
    action: 'Lihat pelaburan',
  },
  newSignIn: {
    subject: 'Log masuk baharu ke akaun {{brand}} anda',
    body: 'Akaun anda baru sahaja dilog masuk daripada pelayar yang tidak pernah digunakan sebelum ini.',
    time: 'Masa: {{time}} UTC',
    address: 'Alamat: {{address}}',
    unknownAddress: 'tidak diketahui',
    browser: 'Pelayar: {{device}}',
    browserOnSystem: '{{browser}} pada {{system}}',
    unknownBrowser: 'Pelayar tidak diketahui',
    wasYou: 'Jika ini anda, tiada apa-apa yang perlu dilakukan.',
    notYou:
      'Jika ini bukan anda, tukar kata laluan anda dan tamatkan sesi tersebut di halaman keselamatan.',
    action: 'Buka halaman keselamatan',
  },
  notice: {
    referralPaid: {
      subject: 'Anda telah memperoleh komisen rujukan',
      action: 'Lihat rujukan anda',
    },
    referralHeld: {
      subject: 'Komisen rujukan anda ditahan untuk semakan',
      action: 'Lihat rujukan anda',
    },
    priceAlert: { subject: 'Amaran harga anda telah dicetuskan', action: 'Buka skrin dagangan' },
    other: { subject: 'Kemas kini tentang akaun anda', action: 'Lihat butiran' },
  },
  chatReply: {
    subject: 'Pasukan sokongan telah membalas anda',
    oneReply: 'Pasukan sokongan telah membalas mesej anda:',
    manyReplies: 'Pasukan sokongan telah membalas mesej-mesej anda:',
    imageOnly: '(gambar)',
    oneMore: '…dan 1 lagi mesej.',
    moreMessages: '…dan {{more}} lagi mesej.',
    action: 'Buka sembang',
  },
};
