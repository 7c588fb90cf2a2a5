/**
 * Positions closed per second when many trigger at once: Free positions written straight to a
 * fresh database, all with a take-profit that one tick crosses, then the engine's onTick.
 */
import { randomBytes } from 'node:crypto';
import type { Ticker } from '@kapital/shared';
import { openDatabase } from '../src/db/client.ts';
import { positions, user } from '../src/db/schema/index.ts';
import { startTriggerEngine } from '../src/features/trading/trigger-engine.ts';
import { createInProcessEventBus } from '../src/platform/events/event-bus.ts';
import { createLedger } from '../src/platform/ledger/index.ts';
import type { MarketFeed } from '../src/platform/market/market-feed.ts';
import { createMetrics } from '../src/platform/metrics/metrics.ts';

const INSERT_CHUNK = 500;

export async function triggerCloses(
  options: { url: string | undefined; pgliteDir: string },
  count: number,
): Promise<{ closed: number; seconds: number; perSecond: number }> {
  const database = await openDatabase({
    url: options.url,
    pgliteDir: options.pgliteDir,
    poolSize: 20,
  });
  await database.migrate();
  try {
    const prefix = `trig-${randomBytes(4).toString('hex')}`;
    const owner = `${prefix}-owner`;
    await database.db
      .insert(user)
      .values({ id: owner, name: owner, email: `${owner}@bench.local`, userName: owner });
    for (let from = 0; from < count; from += INSERT_CHUNK) {
      const size = Math.min(INSERT_CHUNK, count - from);
      await database.db.insert(positions).values(
        Array.from({ length: size }, (_, index) => ({
          id: `${prefix}-${from + index}`,
          userId: owner,
          mode: 'demo' as const,
          symbol: 'BTC',
          side: 'buy' as const,
          stake: 10_00n,
          openFee: 1n,
          feeBps: 10,
          entryPrice: '100',
          takeProfit: '101',
          status: 'open' as const,
          openedAt: new Date(),
        })),
      );
    }
    const events = createInProcessEventBus();
    const idle: MarketFeed = {
      tickers: () => [],
      candles: async () => [],
      subscribe: () => () => {},
      isStale: () => false,
      start: () => {},
      stop: () => {},
    };
    const engine = await startTriggerEngine(
      {
        database,
        ledger: createLedger(database.db, events),
        events,
        clock: { now: () => Date.now(), every: () => () => {} },
        market: idle,
        metrics: createMetrics(),
      },
      { error: () => {} },
      { listen: false },
    );
    const started = performance.now();
    const closed = await engine.onTick([{ symbol: 'BTC', price: '102' } as Ticker]);
    const seconds = (performance.now() - started) / 1000;
    engine.stop();
    return { closed, seconds, perSecond: Math.round(closed / seconds) };
  } finally {
    await database.close();
  }
}
