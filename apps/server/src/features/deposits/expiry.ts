import { and, eq, inArray, lte } from 'drizzle-orm';
import { deposits } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import type { PeriodicJob } from '../../platform/jobs/periodic-job.ts';
import { announceDeposit } from './service.ts';

type ExpiryDeps = Pick<AppDependencies, 'ledger' | 'events' | 'clock'>;

const EXPIRY_PERIOD_MS = 60 * 1000;
/** Invoices expired per transaction: a backlog is worked off in short transactions. */
const BATCH_SIZE = 200;

/**
 * Marks pending invoices whose deadline has passed as expired; returns how many. Each batch is
 * claimed with FOR UPDATE SKIP LOCKED, so several servers can run this at the same moment
 * without waiting on each other or expiring one invoice twice, and an invoice being changed
 * right now (a proof upload holding its lock) is left for that change to decide.
 */
export async function expireDeposits(deps: ExpiryDeps, now: number): Promise<number> {
  const cutoff = new Date(now);
  let expired = 0;
  for (;;) {
    const batch = await deps.ledger.run(async (uow) => {
      const due = uow.tx
        .select({ id: deposits.id })
        .from(deposits)
        .where(and(eq(deposits.status, 'pending'), lte(deposits.expiresAt, cutoff)))
        .orderBy(deposits.expiresAt)
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      const rows = await uow.tx
        .update(deposits)
        .set({ status: 'expired', decidedAt: cutoff })
        .where(inArray(deposits.id, due))
        .returning({ id: deposits.id, userId: deposits.userId });
      for (const row of rows) announceDeposit(deps, uow, row, 'expired');
      return rows.length;
    });
    expired += batch;
    if (batch < BATCH_SIZE) return expired;
  }
}

/** Expires invoices without proof every minute (on the minute). */
export function depositExpiryJob(deps: ExpiryDeps): PeriodicJob {
  return {
    periodMs: EXPIRY_PERIOD_MS,
    run: (now) => expireDeposits(deps, now),
    didWork: 'expired deposit invoices without proof',
    failed: 'could not expire deposit invoices',
  };
}
