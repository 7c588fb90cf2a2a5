import type admin from '@/locales/en/admin.json';
import type adminChat from '@/locales/en/admin-chat.json';
import type adminInvestments from '@/locales/en/admin-investments.json';
import type adminKyc from '@/locales/en/admin-kyc.json';
import type adminReferrals from '@/locales/en/admin-referrals.json';
import type auth from '@/locales/en/auth.json';
import type bank from '@/locales/en/bank.json';
import type chat from '@/locales/en/chat.json';
import type common from '@/locales/en/common.json';
import type consolePages from '@/locales/en/console.json';
import type dashboard from '@/locales/en/dashboard.json';
import type deposits from '@/locales/en/deposits.json';
import type errors from '@/locales/en/errors.json';
import type funds from '@/locales/en/funds.json';
import type investments from '@/locales/en/investments.json';
import type kyc from '@/locales/en/kyc.json';
import type market from '@/locales/en/market.json';
import type notifications from '@/locales/en/notifications.json';
import type pages from '@/locales/en/pages.json';
import type profile from '@/locales/en/profile.json';
import type referrals from '@/locales/en/referrals.json';
import type security from '@/locales/en/security.json';
import type shell from '@/locales/en/shell.json';
import type statements from '@/locales/en/statements.json';
import type trade from '@/locales/en/trade.json';
import type validation from '@/locales/en/validation.json';
import type withdrawals from '@/locales/en/withdrawals.json';

/**
 * One namespace per feature (plus the shell, shared components, server error codes and field
 * messages). The English files are the reference: their keys type every `t()` call, and the
 * locale test holds Malay and Indonesian to exactly the same keys.
 */
export interface Resources {
  admin: typeof admin;
  'admin-chat': typeof adminChat;
  'admin-investments': typeof adminInvestments;
  'admin-kyc': typeof adminKyc;
  'admin-referrals': typeof adminReferrals;
  auth: typeof auth;
  bank: typeof bank;
  chat: typeof chat;
  common: typeof common;
  console: typeof consolePages;
  dashboard: typeof dashboard;
  deposits: typeof deposits;
  errors: typeof errors;
  funds: typeof funds;
  investments: typeof investments;
  kyc: typeof kyc;
  market: typeof market;
  notifications: typeof notifications;
  pages: typeof pages;
  profile: typeof profile;
  referrals: typeof referrals;
  security: typeof security;
  shell: typeof shell;
  statements: typeof statements;
  trade: typeof trade;
  validation: typeof validation;
  withdrawals: typeof withdrawals;
}

export type Namespace = keyof Resources;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
