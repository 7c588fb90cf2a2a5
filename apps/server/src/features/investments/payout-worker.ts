import { payoutDueAt, periodsDueBy, TRANSFER_KINDS } from '@kapital/shared';
import { and, asc, eq, lte } from 'drizzle-orm';
import { investments, settings } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import type { PeriodicJob } from '../../platform/jobs/periodic-job.ts';
import type { UnitOfWork } from '../../platform/ledger/index.ts';
import { announceInvestment } from './investment-service.ts';
import type { InvestmentRow } from './views.ts';

type PayoutDeps = Pick<AppDependencies, 'ledger' | 'events' | 'clock' | 'config'>;

/** Investments paid per transaction: a backlog is worked off in short transactions. */
const DEFAULT_BATCH_SIZE = 100;

export interface PayoutRun {
  /** Investments per transaction. */
  batchSize?: number;
  /** Stop after this many transactions (tests: a worker that stops midway). */
  maxBatches?: number;
}

/**
 * Pays every investment period that has fallen due by `now`; returns how many periods it paid.
 *
 * Each batch of due investments is claimed with FOR UPDATE SKIP LOCKED, so several servers run
 * this at once without waiting on each other; each period's transfer has the key
 * `investment:{id}:period:{n}`, so even a second payment attempt of a period is a no-op. Due
 * times come from the start (start + n x period), never from when the last run happened:
 * after downtime every missed period is paid, each once, with its own due time. Nothing is paid
 * while staff have paused payouts.
 */
export async function payDueInvestments(
  deps: PayoutDeps,
  now: number,
  run: PayoutRun = {},
): Promise<number> {
  const batchSize = run.batchSize ?? DEFAULT_BATCH_SIZE;
  let paid = 0;
  for (let batches = 0; run.maxBatches === undefined || batches < run.maxBatches; batches += 1) {
    const batch = await deps.ledger.run(async (uow) => {
      const [switches] = await uow.tx
        .select({ paused: settings.investmentPayoutsPaused })
        .from(settings)
        .where(eq(settings.id, 1));
      if (switches?.paused) return { investments: 0, periods: 0 };
      const due = await uow.tx
        .select()
        .from(investments)
        .where(and(eq(investments.status, 'active'), lte(investments.nextDueAt, new Date(now))))
        .orderBy(asc(investments.nextDueAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      let periods = 0;
      for (const row of due) periods += await payInvestment(deps, uow, row, now);
      return { investments: due.length, periods };
    });
    paid += batch.periods;
    // A short batch means nothing else is due (or other servers hold it); an empty one means
    // only what the paused switch or a clock edge leaves unpaid.
    if (batch.investments < batchSize || batch.periods === 0) break;
  }
  return paid;
}

/** Pays one locked investment's due periods and, at the end, its capital; returns the periods. */
async function payInvestment(
  deps: PayoutDeps,
  uow: UnitOfWork,
  row: InvestmentRow,
  now: number,
): Promise<number> {
  const { ledger } = deps;
  const startMs = row.startedAt.getTime();
  const dueNow = periodsDueBy(startMs, row, now);
  if (dueNow <= row.periodsPaid) return 0;
  const funds = await ledger.userAccounts(row.userId, uow);
  const house = await ledger.systemAccount('house', uow, row.userId);
  const reference = `investment:${row.id}`;
  for (let period = row.periodsPaid + 1; period <= dueNow; period += 1) {
    await ledger.transfer(uow, {
      debitAccountId: house.id,
      creditAccountId: funds.profit.id,
      amount: row.profitPerPeriod,
      kind: TRANSFER_KINDS.investmentProfit,
      reference,
      idempotencyKey: `${reference}:period:${period}`,
      metadata: {
        number: row.number,
        period,
        dueAt: new Date(payoutDueAt(startMs, row.periodSeconds, period)).toISOString(),
      },
    });
  }
  const matured = dueNow === row.periods;
  if (matured) {
    const escrow = await ledger.systemAccount('escrow', uow, row.userId);
    await ledger.transfer(uow, {
      debitAccountId: escrow.id,
      creditAccountId: row.capitalReturned ? funds.wallet.id : house.id,
      amount: row.amount,
      kind: row.capitalReturned
        ? TRANSFER_KINDS.investmentCapitalReturn
        : TRANSFER_KINDS.investmentCapitalKept,
      reference,
      idempotencyKey: `${reference}:maturity`,
      metadata: { number: row.number },
    });
  }
  const [updated] = await uow.tx
    .update(investments)
    .set({
      periodsPaid: dueNow,
      nextDueAt: matured ? null : new Date(payoutDueAt(startMs, row.periodSeconds, dueNow + 1)),
      status: matured ? 'matured' : 'active',
      maturedAt: matured ? new Date(now) : null,
    })
    .where(eq(investments.id, row.id))
    .returning();
  // After the commit: the user's screens, and the maturity's notice and mail (decision 036).
  announceInvestment(deps, uow, updated ?? row);
  return dueNow - row.periodsPaid;
}

/** How often the worker looks for due periods: often enough for the shortest period in use. */
export function payoutCheckMs(config: Pick<AppDependencies['config'], 'investmentPeriodSeconds'>) {
  const override = config.investmentPeriodSeconds;
  if (override === undefined) return 5_000;
  return Math.min(5_000, Math.max(1_000, override * 250));
}

/** Pays due investment periods, on every instance at once (see payDueInvestments). */
export function investmentPayoutJob(deps: PayoutDeps): PeriodicJob {
  return {
    periodMs: payoutCheckMs(deps.config),
    run: (now) => payDueInvestments(deps, now),
    didWork: 'paid investment periods',
    failed: 'could not pay investment periods',
  };
}
