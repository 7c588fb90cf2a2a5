/**
 * The notices' English texts: the source every other language translates, and the sentences
 * the bell has always shown. `{{name}}`-style placeholders are filled by notices.ts (numbers
 * and amounts already in the language's number format), never translated.
 */
export const en = {
  deposit: {
    approved: 'Your deposit {{number}} of {{amount}} USD was approved.',
    rejected: 'Your deposit {{number}} of {{amount}} USD was rejected.',
  },
  withdrawal: {
    paid: 'Your withdrawal {{number}} of {{amount}} USD was paid.',
    rejected: 'Your withdrawal {{number}} of {{amount}} USD was rejected.',
  },
  investment: {
    matured: 'Your investment {{number}} matured.',
    maturedCapitalBack:
      'Your investment {{number}} matured; its capital of {{capital}} USD went back to your wallet.',
    payout:
      'Your investment {{number}} paid {{profit}} USD of profit for period {{period}} of {{periods}}.',
  },
  position: {
    /** `closed` is one of `closedBy`, or `withResult` around it. */
    live: 'Your position {{number}} ({{symbol}} {{side}}) {{closed}}.',
    demo: 'Your demo position {{number}} ({{symbol}} {{side}}) {{closed}}.',
    closedBy: {
      takeProfit: 'closed at its take-profit',
      stopLoss: 'closed at its stop-loss',
      stopOut: 'was stopped out',
    },
    withResult: '{{closed}} with a result of {{result}} USD',
    side: { buy: 'buy', sell: 'sell' },
  },
  kyc: {
    approved: 'Your identity verification was approved.',
    rejected: 'Your identity verification was rejected.',
  },
  signIn: {
    newDevice: 'Your account was signed in to from a new device.',
    newNamedDevice: 'Your account was signed in to from a new device ({{device}}).',
    browserOnSystem: '{{browser}} on {{system}}',
  },
  referral: {
    paid: 'You earned {{amount}} USD: {{rate}}% of a deposit by {{email}}.',
    held: 'A commission of {{amount}} USD ({{rate}}% of a deposit by {{email}}) is held for review.',
  },
  priceAlert: {
    above: '{{pair}} rose above {{price}} (now {{now}}).',
    below: '{{pair}} fell below {{price}} (now {{now}}).',
  },
  chat: {
    reply: 'Support replied to your message.',
  },
};

/** The shape every language's texts have: the same keys as English, each a string. */
export type NoticeTexts = typeof en;
