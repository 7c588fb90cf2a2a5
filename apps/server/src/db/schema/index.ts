export * from './audit.ts';
export * from './auth.ts';
export * from './kyc.ts';
export * from './ledger.ts';
export * from './settings.ts';
