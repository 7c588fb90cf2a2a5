import type { MailTopic } from '@kapital/shared';
import type { ParseKeys } from 'i18next';

/** How each mail topic is named on /profile, and what it covers, in the order shown. */
export const MAIL_TOPIC_TEXTS: Record<
  MailTopic,
  { label: ParseKeys<'profile'>; description: ParseKeys<'profile'> }
> = {
  deposits: {
    label: 'mailPreferences.topics.deposits.label',
    description: 'mailPreferences.topics.deposits.description',
  },
  withdrawals: {
    label: 'mailPreferences.topics.withdrawals.label',
    description: 'mailPreferences.topics.withdrawals.description',
  },
  kyc: {
    label: 'mailPreferences.topics.kyc.label',
    description: 'mailPreferences.topics.kyc.description',
  },
  investments: {
    label: 'mailPreferences.topics.investments.label',
    description: 'mailPreferences.topics.investments.description',
  },
  referrals: {
    label: 'mailPreferences.topics.referrals.label',
    description: 'mailPreferences.topics.referrals.description',
  },
  priceAlerts: {
    label: 'mailPreferences.topics.priceAlerts.label',
    description: 'mailPreferences.topics.priceAlerts.description',
  },
  chat: {
    label: 'mailPreferences.topics.chat.label',
    description: 'mailPreferences.topics.chat.description',
  },
};
