/**
 * The payout worker's catch-up speed: investments whose due periods piled up (a server that was
 * down) are inserted straight into a fresh database, then one payDueInvestments() run pays them
 * all. Figures, not assertions.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { investments, user } from '../src/db/schema/index.ts';
import { payDueInvestments } from '../src/features/investments/payout-worker.ts';
import { createInProcessEventBus } from '../src/platform/events/event-bus.ts';
import { createLedger } from '../src/platform/ledger/index.ts';
import { createMemoryMailer } from '../src/platform/mail/mailer.ts';

const PERIOD_SECONDS = 60;
const INSERT_CHUNK = 500;

export interface CatchUpFigures {
  periods: number;
  seconds: number;
  payoutsPerSecond: number;
}

/**
 * `investmentCount` investments of `duePeriods + 1` periods each, `duePeriods` of them due: the
 * run pays investmentCount x duePeriods profit transfers and matures none.
 */
export async function payoutCatchUp(
  options: { url: string | undefined; pgliteDir: string },
  investmentCount: number,
  duePeriods: number,
): Promise<CatchUpFigures> {
  const database: Database = await openDatabase({
    url: options.url,
    pgliteDir: options.pgliteDir,
    poolSize: 20,
  });
  await database.migrate();
  try {
    const nowMs = Date.now();
    const startedAt = new Date(nowMs - (duePeriods + 0.5) * PERIOD_SECONDS * 1000);
    const prefix = `payout-${randomBytes(4).toString('hex')}`;
    for (let from = 0; from < investmentCount; from += INSERT_CHUNK) {
      const ids = Array.from(
        { length: Math.min(INSERT_CHUNK, investmentCount - from) },
        (_, index) => `${prefix}-${from + index}`,
      );
      await database.db
        .insert(user)
        .values(ids.map((id) => ({ id, name: id, email: `${id}@bench.local`, userName: id })));
      await database.db.insert(investments).values(
        ids.map((id) => ({
          id,
          userId: id,
          packageId: 'pkg-starter',
          packageSlug: 'starter',
          packageName: 'Starter',
          amount: 100_00n,
          rateBps: 100,
          periodSeconds: PERIOD_SECONDS,
          periods: duePeriods + 1,
          capitalReturned: true,
          profitPerPeriod: 1_00n,
          currency: 'USD',
          rate: '1',
          status: 'active' as const,
          nextDueAt: new Date(startedAt.getTime() + PERIOD_SECONDS * 1000),
          startedAt,
        })),
      );
    }
    const events = createInProcessEventBus();
    const deps = {
      ledger: createLedger(database.db, events),
      events,
      clock: { now: () => nowMs, every: () => () => {} },
      mailer: createMemoryMailer(),
      config: { baseUrl: 'http://127.0.0.1', investmentPeriodSeconds: PERIOD_SECONDS } as Config,
    };
    const started = performance.now();
    const periods = await payDueInvestments(deps, nowMs);
    const seconds = (performance.now() - started) / 1000;
    return { periods, seconds, payoutsPerSecond: Math.round(periods / seconds) };
  } finally {
    await database.close();
  }
}
