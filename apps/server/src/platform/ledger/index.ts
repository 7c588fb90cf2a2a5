export { checkLedger, type LedgerCheckResult } from './check.ts';
export {
  IdempotencyConflictError,
  InsufficientFundsError,
  LedgerInvariantError,
} from './errors.ts';
export {
  type Account,
  createLedger,
  type Ledger,
  SYSTEM_ACCOUNT_KINDS,
  type SystemAccountKind,
  type Transfer,
  type TransferInput,
  type TransferResult,
} from './ledger.ts';
export { inTransaction, type UnitOfWork } from './unit-of-work.ts';
