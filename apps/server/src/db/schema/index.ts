export * from './auth.ts';
export * from './ledger.ts';
export * from './settings.ts';
