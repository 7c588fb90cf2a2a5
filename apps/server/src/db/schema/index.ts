export * from './audit.ts';
export * from './auth.ts';
export * from './idempotency.ts';
export * from './investments.ts';
export * from './kyc.ts';
export * from './ledger.ts';
export * from './money.ts';
export * from './settings.ts';
