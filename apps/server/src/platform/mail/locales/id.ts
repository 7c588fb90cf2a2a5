import type { MailTexts } from './en.ts';

/** Bahasa Indonesia. */
export const id: MailTexts = {
  greeting: 'Halo {{name}},',
  verification: {
    subject: 'Verifikasi email Anda untuk {{brand}}',
    body: 'Konfirmasi alamat ini untuk membuka dompet Anda. Tautan ini berlaku selama satu jam.',
    action: 'Verifikasi email',
  },
  passwordReset: {
    subject: 'Atur ulang kata sandi {{brand}} Anda',
    asked:
      'Seseorang meminta untuk mengatur ulang kata sandi akun Anda. Tautan ini berlaku selama satu jam.',
    notYou: 'Jika itu bukan Anda, abaikan email ini: kata sandi Anda tidak akan berubah.',
    action: 'Buat kata sandi baru',
  },
  kycApproved: {
    subject: 'Identitas Anda telah terverifikasi',
    body: 'Kami telah memeriksa dokumen Anda: identitas Anda telah terverifikasi.',
    action: 'Buka akun Anda',
  },
  kycRejected: {
    subject: 'Kami tidak dapat memverifikasi identitas Anda',
    reason: 'Kami tidak dapat memverifikasi identitas Anda: {{reason}}',
    again: 'Anda dapat mengirimkan dokumen Anda sekali lagi.',
    action: 'Kirim ulang dokumen',
  },
  bankDetailsChanged: {
    subject: 'Detail bank Anda telah berubah',
    account:
      'Rekening bank tujuan penarikan dana Anda sekarang adalah rekening yang berakhiran {{lastDigits}}.',
    paused: 'Demi keamanan Anda, penarikan dana ditangguhkan hingga {{time}} (UTC).',
    fromNow: 'Mulai sekarang, penarikan dana dibayarkan ke rekening ini.',
    notYou:
      'Jika Anda tidak melakukan perubahan ini, segera ganti kata sandi Anda dan hubungi tim dukungan.',
    action: 'Periksa detail bank Anda',
  },
  withdrawalPaid: {
    subject: 'Penarikan {{number}} telah dibayarkan',
    paid: 'Kami telah membayarkan {{amount}} USD ke rekening bank Anda untuk penarikan {{number}}.',
    reference: 'Nomor referensi pembayaran dari bank adalah {{reference}}.',
    action: 'Lihat bukti penarikan',
  },
  withdrawalRejected: {
    subject: 'Penarikan {{number}} tidak dibayarkan',
    reason: 'Kami tidak dapat membayarkan penarikan {{number}}: {{reason}}',
    refunded: 'Dana sebesar {{amount}} USD telah kembali ke dana asalnya.',
    action: 'Lihat bukti penarikan',
  },
  depositApproved: {
    subject: 'Deposit {{number}} disetujui',
    body: 'Kami telah menerima pembayaran Anda: {{amount}} USD sekarang sudah masuk ke dompet Anda.',
    action: 'Lihat faktur',
  },
  depositRejected: {
    subject: 'Deposit {{number}} ditolak',
    reason: 'Kami tidak dapat menerima deposit Anda sebesar {{amount}} USD: {{reason}}',
    nothingAdded:
      'Tidak ada dana yang ditambahkan ke dompet Anda. Anda dapat membuat faktur baru kapan saja.',
    action: 'Lihat faktur',
  },
  investmentMatured: {
    subject: 'Investasi {{number}} telah jatuh tempo',
    lastPeriod:
      'Investasi {{packageName}} Anda, {{number}}, telah membayar periode terakhirnya: total keuntungan {{profit}} USD telah dibayarkan ke dana keuntungan Anda.',
    capitalKept: 'Paket ini tidak mengembalikan modal di akhir periode.',
    capitalBack: 'Modal Anda sebesar {{capital}} USD telah kembali ke dompet Anda.',
    action: 'Lihat investasi',
  },
  newSignIn: {
    subject: 'Login baru ke akun {{brand}} Anda',
    body: 'Akun Anda baru saja digunakan untuk login dari browser yang belum pernah dipakai sebelumnya.',
    time: 'Waktu: {{time}} UTC',
    address: 'Alamat: {{address}}',
    unknownAddress: 'tidak diketahui',
    browser: 'Browser: {{device}}',
    browserOnSystem: '{{browser}} di {{system}}',
    unknownBrowser: 'Browser tidak dikenal',
    wasYou: 'Jika ini Anda, tidak ada yang perlu dilakukan.',
    notYou:
      'Jika ini bukan Anda, ganti kata sandi Anda dan akhiri sesi tersebut di halaman keamanan.',
    action: 'Buka halaman keamanan',
  },
  notice: {
    referralPaid: { subject: 'Anda mendapatkan komisi referral', action: 'Lihat referral Anda' },
    referralHeld: {
      subject: 'Komisi referral Anda ditahan untuk ditinjau',
      action: 'Lihat referral Anda',
    },
    priceAlert: { subject: 'Peringatan harga Anda telah terpicu', action: 'Buka layar trading' },
    other: { subject: 'Ada pembaruan pada akun Anda', action: 'Lihat detail' },
  },
  chatReply: {
    subject: 'Tim dukungan telah membalas Anda',
    oneReply: 'Tim dukungan membalas pesan Anda:',
    manyReplies: 'Tim dukungan membalas pesan-pesan Anda:',
    imageOnly: '(gambar)',
    oneMore: '…dan 1 pesan lainnya.',
    moreMessages: '…dan {{more}} pesan lainnya.',
    action: 'Buka obrolan',
  },
};
