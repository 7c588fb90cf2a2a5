import type { Db, Tx } from '../../db/client.ts';
import { sqlState } from '../http/app-error.ts';

/** A database transaction plus work to do only once it has committed (events, mail). */
export interface UnitOfWork {
  tx: Tx;
  afterCommit(callback: () => unknown): void;
}

const RETRYABLE_STATES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 3;

/**
 * Runs `work` in one transaction: all of it commits or none of it does. A deadlock or
 * serialization failure is retried (each transfer's idempotency key keeps a retry exact).
 */
export async function inTransaction<T>(db: Db, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const callbacks: Array<() => unknown> = [];
    try {
      const result = await db.transaction((tx) =>
        work({ tx, afterCommit: (callback) => callbacks.push(callback) }),
      );
      for (const callback of callbacks) {
        try {
          await callback();
        } catch {
          // After commit the money has moved; a lost notification must not turn it into an error.
        }
      }
      return result;
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= MAX_ATTEMPTS || !state || !RETRYABLE_STATES.has(state)) throw error;
    }
  }
}
