import { type PairSymbol, parsePrice, type Ticker } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { positions } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import { closePosition } from './position-service.ts';
import { type Trigger, TriggerBook } from './trigger-book.ts';
import type { PositionRow } from './views.ts';

type EngineDeps = Pick<
  AppDependencies,
  'database' | 'ledger' | 'clock' | 'events' | 'market' | 'metrics'
>;

export interface TriggerEngine {
  /** Closes what this tick's prices cross; resolves with the positions it closed. */
  onTick(tickers: readonly Ticker[]): Promise<number>;
  stop(): void;
  readonly book: TriggerBook;
}

/**
 * Closes that share one transaction when many trigger at once: one commit for many, while the
 * system accounts they all touch stay locked for one batch only (a few tens of ms).
 */
const CLOSE_BATCH = 50;

interface TriggeredClose {
  positionId: string;
  reason: Trigger['reason'];
  price: bigint;
  triggerPrice: bigint;
}

const watchable = (row: PositionRow) => ({
  id: row.id,
  symbol: row.symbol as PairSymbol,
  side: row.side,
  entryPrice: row.entryPrice,
  takeProfit: row.takeProfit,
  stopLoss: row.stopLoss,
});

/**
 * Take-profit, stop-loss and stop-out, checked on every tick. The book is loaded from the
 * database on start and kept current by position events (from every instance, over the event
 * bus). Every instance runs one: a close locks the row and needs it open, so when two engines
 * (or an engine and the user) close the same position, one settles and the others do nothing.
 */
export async function startTriggerEngine(
  deps: EngineDeps,
  log: Pick<FastifyBaseLogger, 'error'>,
  options: { listen?: boolean } = {},
): Promise<TriggerEngine> {
  const book = new TriggerBook();
  const { db } = deps.database;

  async function reload(positionId: string) {
    const [row] = await db.select().from(positions).where(eq(positions.id, positionId));
    if (row?.status === 'open') book.watch(watchable(row));
    else book.forget(positionId);
  }

  const unsubscribeEvents = deps.events.subscribe((event) => {
    if (event.type !== 'position') return;
    reload(event.id).catch((error: unknown) =>
      log.error({ err: error }, 'could not reload a position'),
    );
  });
  /** Every open position, and none that has closed meanwhile. */
  async function loadAll() {
    const open = await db.select().from(positions).where(eq(positions.status, 'open'));
    const openIds = new Set(open.map((row) => row.id));
    for (const id of book.positionIds()) if (!openIds.has(id)) book.forget(id);
    for (const row of open) book.watch(watchable(row));
  }
  // The bus lost events for a while: positions opened, moved or closed on other instances in
  // that gap are read again, or their levels would go unwatched until a restart.
  const unsubscribeResync = deps.events.onResync(() => {
    loadAll().catch((error: unknown) =>
      log.error({ err: error }, 'could not read the open positions again'),
    );
  });
  await loadAll();

  /** Closes a batch in one transaction; if any of it fails, each on its own, so the rest close. */
  async function closeBatch(batch: readonly TriggeredClose[]): Promise<number> {
    if (batch.length > 1) {
      try {
        return await deps.ledger.run(async (uow) => {
          let closed = 0;
          for (const request of batch) {
            if (await closePosition(deps, uow, request)) closed += 1;
          }
          return closed;
        });
      } catch {
        // Rolled back whole (a deadlock with a user's close, a bad row): one by one below.
      }
    }
    let closed = 0;
    for (const request of batch) {
      try {
        if (await deps.ledger.run((uow) => closePosition(deps, uow, request))) closed += 1;
      } catch (error) {
        log.error({ err: error }, 'could not close a triggered position');
        // Watch it again: the next tick tries once more.
        await reload(request.positionId).catch(() => {});
      }
    }
    return closed;
  }

  async function onTick(tickers: readonly Ticker[]): Promise<number> {
    const due: TriggeredClose[] = [];
    for (const ticker of tickers) {
      const price = parsePrice(ticker.price);
      for (const trigger of book.crossed(ticker.symbol, price)) {
        due.push({
          positionId: trigger.positionId,
          reason: trigger.reason,
          price,
          triggerPrice: trigger.level,
        });
      }
    }
    let closed = 0;
    for (let start = 0; start < due.length; start += CLOSE_BATCH) {
      closed += await closeBatch(due.slice(start, start + CLOSE_BATCH));
    }
    return closed;
  }

  let running = false;
  const unsubscribeMarket =
    options.listen === false
      ? () => {}
      : deps.market.subscribe((tickers) => {
          // A slow round is not overlapped: levels stay in the book until a tick crosses them.
          if (running) return;
          running = true;
          const stopTimer = deps.metrics.triggerTickSeconds.startTimer();
          onTick(tickers).finally(() => {
            stopTimer();
            running = false;
          });
        });

  return {
    onTick,
    book,
    stop() {
      unsubscribeMarket();
      unsubscribeEvents();
      unsubscribeResync();
    },
  };
}
