import type { MailTopic } from '@kapital/shared';

/** How each mail topic is named on /profile, and what it covers, in the order shown. */
export const MAIL_TOPIC_LABELS: Record<MailTopic, { label: string; description: string }> = {
  deposits: {
    label: 'Deposits',
    description: 'When a deposit is approved or rejected.',
  },
  withdrawals: {
    label: 'Withdrawals',
    description: 'When a withdrawal is paid to your bank or rejected.',
  },
  kyc: {
    label: 'Identity verification',
    description: 'When your identity documents are approved or rejected.',
  },
  investments: {
    label: 'Investments',
    description: 'When an investment matures and pays its last period.',
  },
  referrals: {
    label: 'Referral commissions',
    description: 'When you earn a commission from someone you referred, or one is held for review.',
  },
  priceAlerts: {
    label: 'Price alerts',
    description: 'When a price alert you set on the trade screen is reached.',
  },
  chat: {
    label: 'Support replies',
    description: 'When support answers you in the chat and you have not read it for 10 minutes.',
  },
};

/** Always sent, whatever the switches say: shown under them so nobody expects otherwise. */
export const SECURITY_MAIL_NOTE =
  'Security e-mails (new sign-ins, bank details changes, password resets) are always sent.';
