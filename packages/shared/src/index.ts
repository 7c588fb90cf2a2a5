// Everything, schemas included. Files outside schemas/ hold no zod and have their own entry
// points (@kapital/shared/constants, /errors, /money, /rates): the web app's always-loaded code
// imports those, so zod is not downloaded before a screen needs it
// (docs/decisions/008-bundle-budget.md).
export * from './constants.ts';
export * from './errors.ts';
export * from './investments.ts';
export * from './languages.ts';
export * from './money.ts';
export * from './rates.ts';
export * from './schemas/admin.ts';
export * from './schemas/admin-referrals.ts';
export * from './schemas/auth.ts';
export * from './schemas/bank.ts';
export * from './schemas/chat.ts';
export * from './schemas/common.ts';
export * from './schemas/deposits.ts';
export * from './schemas/errors.ts';
export * from './schemas/funds.ts';
export * from './schemas/health.ts';
export * from './schemas/investments.ts';
export * from './schemas/invoices.ts';
export * from './schemas/kyc.ts';
export * from './schemas/market.ts';
export * from './schemas/me.ts';
export * from './schemas/notifications.ts';
export * from './schemas/payment-methods.ts';
export * from './schemas/price-alerts.ts';
export * from './schemas/profile.ts';
export * from './schemas/realtime.ts';
export * from './schemas/referrals.ts';
export * from './schemas/security.ts';
export * from './schemas/statements.ts';
export * from './schemas/trading.ts';
export * from './schemas/withdrawals.ts';
export * from './trading.ts';
