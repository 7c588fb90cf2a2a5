import type { NoticeTexts } from './en.ts';

/** Bahasa Indonesia. */
export const id: NoticeTexts = {
  deposit: {
    approved: 'Deposit {{number}} Anda sebesar {{amount}} USD telah disetujui.',
    rejected: 'Deposit {{number}} Anda sebesar {{amount}} USD ditolak.',
  },
  withdrawal: {
    paid: 'Penarikan {{number}} Anda sebesar {{amount}} USD telah dibayarkan.',
    rejected: 'Penarikan {{number}} Anda sebesar {{amount}} USD ditolak.',
  },
  investment: {
    matured: 'Investasi {{number}} Anda telah jatuh tempo.',
    maturedCapitalBack:
      'Investasi {{number}} Anda telah jatuh tempo; modalnya sebesar {{capital}} USD telah kembali ke dompet Anda.',
    payout:
      'Investasi {{number}} Anda telah membayarkan keuntungan sebesar {{profit}} USD untuk periode {{period}} dari {{periods}}.',
  },
  position: {
    live: 'Posisi {{number}} Anda ({{symbol}} {{side}}) {{closed}}.',
    demo: 'Posisi demo {{number}} Anda ({{symbol}} {{side}}) {{closed}}.',
    closedBy: {
      takeProfit: 'ditutup pada level take profit',
      stopLoss: 'ditutup pada level stop loss',
      stopOut: 'ditutup paksa karena stop out',
    },
    withResult: '{{closed}} dengan hasil {{result}} USD',
    side: { buy: 'beli', sell: 'jual' },
  },
  kyc: {
    approved: 'Verifikasi identitas Anda telah disetujui.',
    rejected: 'Verifikasi identitas Anda ditolak.',
  },
  signIn: {
    newDevice: 'Akun Anda baru saja digunakan untuk login dari perangkat baru.',
    newNamedDevice: 'Akun Anda baru saja digunakan untuk login dari perangkat baru ({{device}}).',
    browserOnSystem: '{{browser}} di {{system}}',
  },
  referral: {
    paid: 'Anda mendapatkan {{amount}} USD: {{rate}}% dari deposit oleh {{email}}.',
    held: 'Komisi sebesar {{amount}} USD ({{rate}}% dari deposit oleh {{email}}) ditahan untuk ditinjau.',
  },
  priceAlert: {
    above: '{{pair}} naik di atas {{price}} (sekarang {{now}}).',
    below: '{{pair}} turun di bawah {{price}} (sekarang {{now}}).',
  },
  chat: {
    reply: 'Tim dukungan telah membalas pesan Anda.',
  },
};
