import type { NoticeTexts } from './en.ts';

/** Bahasa Melayu (Malaysia). */
export const ms: NoticeTexts = {
  deposit: {
    approved: 'Deposit {{number}} anda sebanyak {{amount}} USD telah diluluskan.',
    rejected: 'Deposit {{number}} anda sebanyak {{amount}} USD telah ditolak.',
  },
  withdrawal: {
    paid: 'Pengeluaran {{number}} anda sebanyak {{amount}} USD telah dibayar.',
    rejected: 'Pengeluaran {{number}} anda sebanyak {{amount}} USD telah ditolak.',
  },
  investment: {
    matured: 'Pelaburan {{number}} anda telah matang.',
    maturedCapitalBack:
      'Pelaburan {{number}} anda telah matang; modalnya sebanyak {{capital}} USD telah dikembalikan ke dompet anda.',
    payout:
      'Pelaburan {{number}} anda telah membayar keuntungan sebanyak {{profit}} USD bagi tempoh {{period}} daripada {{periods}}.',
  },
  position: {
    live: 'Kedudukan {{number}} anda ({{symbol}} {{side}}) {{closed}}.',
    demo: 'Kedudukan demo {{number}} anda ({{symbol}} {{side}}) {{closed}}.',
    closedBy: {
      takeProfit: 'telah ditutup pada paras ambil untungnya',
      stopLoss: 'telah ditutup pada paras henti ruginya',
      stopOut: 'telah ditutup secara paksa (stop out)',
    },
    withResult: '{{closed}} dengan hasil {{result}} USD',
    side: { buy: 'beli', sell: 'jual' },
  },
  kyc: {
    approved: 'Pengesahan identiti anda telah diluluskan.',
    rejected: 'Pengesahan identiti anda telah ditolak.',
  },
  signIn: {
    newDevice: 'Akaun anda telah dilog masuk daripada peranti baharu.',
    newNamedDevice: 'Akaun anda telah dilog masuk daripada peranti baharu ({{device}}).',
    browserOnSystem: '{{browser}} pada {{system}}',
  },
  referral: {
    paid: 'Anda telah memperoleh {{amount}} USD: {{rate}}% daripada deposit oleh {{email}}.',
    held: 'Komisen sebanyak {{amount}} USD ({{rate}}% daripada deposit oleh {{email}}) ditahan untuk semakan.',
  },
  priceAlert: {
    above: '{{pair}} telah naik melepasi {{price}} (kini {{now}}).',
    below: '{{pair}} telah jatuh di bawah {{price}} (kini {{now}}).',
  },
  chat: {
    reply: 'Pasukan sokongan telah membalas mesej anda.',
  },
};
