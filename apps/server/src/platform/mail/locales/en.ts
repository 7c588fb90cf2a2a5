/**
 * The mail's English texts: the source every other language translates. Keys are grouped by
 * mail; `{{name}}`-style placeholders are filled by the templates, never translated.
 */
export const en = {
  greeting: 'Hello {{name}},',
  verification: {
    subject: 'Verify your e-mail for {{brand}}',
    body: 'Confirm this address to open your wallet. The link works for one hour.',
    action: 'Verify e-mail',
  },
  passwordReset: {
    subject: 'Reset your {{brand}} password',
    asked: 'Someone asked to reset the password of your account. The link works for one hour.',
    notYou: 'If it was not you, ignore this mail: your password stays as it is.',
    action: 'Choose a new password',
  },
  kycApproved: {
    subject: 'Your identity is verified',
    body: 'We have checked your documents: your identity is verified.',
    action: 'Open your account',
  },
  kycRejected: {
    subject: 'We could not verify your identity',
    reason: 'We could not verify your identity: {{reason}}',
    again: 'You can send your documents again.',
    action: 'Send your documents again',
  },
  bankDetailsChanged: {
    subject: 'Your bank details changed',
    account:
      'The bank account your withdrawals are paid into is now the one ending in {{lastDigits}}.',
    paused: 'For your safety, withdrawals are paused until {{time}} (UTC).',
    fromNow: 'Withdrawals are paid into this account from now on.',
    notYou: 'If you did not make this change, change your password and contact support at once.',
    action: 'Review your bank details',
  },
  withdrawalPaid: {
    subject: 'Withdrawal {{number}} is paid',
    paid: 'We have paid {{amount}} USD into your bank account for withdrawal {{number}}.',
    reference: "The bank's payout reference is {{reference}}.",
    action: 'See the receipt',
  },
  withdrawalRejected: {
    subject: 'Withdrawal {{number}} was not paid',
    reason: 'We could not pay withdrawal {{number}}: {{reason}}',
    refunded: 'The {{amount}} USD are back in the fund they came from.',
    action: 'See the receipt',
  },
  depositApproved: {
    subject: 'Deposit {{number}} approved',
    body: 'We have received your payment: {{amount}} USD is now in your wallet.',
    action: 'View the invoice',
  },
  depositRejected: {
    subject: 'Deposit {{number}} rejected',
    reason: 'We could not accept your deposit of {{amount}} USD: {{reason}}',
    nothingAdded: 'Nothing was added to your wallet. You can issue a new invoice at any time.',
    action: 'View the invoice',
  },
  investmentMatured: {
    subject: 'Investment {{number}} has matured',
    lastPeriod:
      'Your {{packageName}} investment {{number}} has paid its last period: {{profit}} USD of profit in all, paid into your profit fund.',
    capitalKept: 'This package does not return its capital at the end.',
    capitalBack: 'Your capital of {{capital}} USD is back in your wallet.',
    action: 'See the investment',
  },
  newSignIn: {
    subject: 'New sign-in to your {{brand}} account',
    body: 'Your account was just signed in to from a browser it had not been used from before.',
    time: 'Time: {{time}} UTC',
    address: 'Address: {{address}}',
    unknownAddress: 'unknown',
    browser: 'Browser: {{device}}',
    browserOnSystem: '{{browser}} on {{system}}',
    unknownBrowser: 'Unknown browser',
    wasYou: 'If this was you, there is nothing to do.',
    notYou: 'If this was not you, change your password and end the session on the security page.',
    action: 'Open the security page',
  },
  notice: {
    referralPaid: { subject: 'You earned a referral commission', action: 'See your referrals' },
    referralHeld: {
      subject: 'A referral commission is held for review',
      action: 'See your referrals',
    },
    priceAlert: { subject: 'Your price alert fired', action: 'Open the trade screen' },
    other: { subject: 'An update on your account', action: 'See the details' },
  },
  chatReply: {
    subject: 'Support replied to you',
    oneReply: 'Support replied to your message:',
    manyReplies: 'Support replied to your messages:',
    imageOnly: '(an image)',
    oneMore: '…and 1 more message.',
    moreMessages: '…and {{more}} more messages.',
    action: 'Open the chat',
  },
};

/** The shape every language's texts have: the same keys as English, each a string. */
export type MailTexts = typeof en;
