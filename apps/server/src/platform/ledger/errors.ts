import { ERROR_CODES } from '@kapital/shared';
import { AppError } from '../http/app-error.ts';

export class InsufficientFundsError extends AppError {
  constructor() {
    super(422, ERROR_CODES.insufficientFunds, 'Insufficient funds for this amount');
  }
}

/** The same idempotency key was used for a different movement: a client bug, never a replay. */
export class IdempotencyConflictError extends AppError {
  constructor(key: string) {
    super(
      409,
      ERROR_CODES.idempotencyConflict,
      `Idempotency key "${key}" was already used for a different movement`,
    );
  }
}

/** A programming error: the caller asked for an account that does not exist. */
export class LedgerInvariantError extends Error {
  override name = 'LedgerInvariantError';
}
