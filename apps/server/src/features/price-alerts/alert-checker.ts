import {
  compactDecimal,
  formatPrice,
  type PairSymbol,
  parsePrice,
  type Ticker,
} from '@kapital/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { priceAlerts } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import { type AlertAction, AlertBook, type WatchedAlert } from './alert-book.ts';
import { type AlertRow, watchingAlert } from './alert-service.ts';

type CheckerDeps = Pick<AppDependencies, 'database' | 'clock' | 'events' | 'market'>;

export interface AlertChecker {
  /** Fires and re-arms what this tick's prices reach; resolves with the alerts it fired. */
  onTick(tickers: readonly Ticker[]): Promise<number>;
  /** Resolves once the alerts events asked to read again are in the book. */
  settled(): Promise<void>;
  stop(): void;
  readonly book: AlertBook;
}

const watchable = (row: AlertRow): WatchedAlert => ({
  id: row.id,
  symbol: row.symbol as PairSymbol,
  direction: row.direction,
  price: row.price,
  repeat: row.repeat,
  armed: row.armed,
});

/**
 * Price alerts, checked on every tick. Every instance runs one, with the watching alerts in its
 * book: loaded on start, kept current by price-alert events from every instance (over the event
 * bus) and read whole again when the bus may have lost some. Firing and re-arming are conditional
 * updates of `armed`, so when every instance sees the same crossing, one of them fires it (and
 * publishes the event the notice is made from) and the others change nothing.
 */
export async function startAlertChecker(
  deps: CheckerDeps,
  log: Pick<FastifyBaseLogger, 'error'>,
  options: { listen?: boolean } = {},
): Promise<AlertChecker> {
  const book = new AlertBook();
  const { db } = deps.database;
  const reloading = new Set<Promise<void>>();

  async function reload(alertId: string) {
    const [row] = await db.select().from(priceAlerts).where(eq(priceAlerts.id, alertId));
    if (row) book.watch(watchable(row));
    else book.forget(alertId);
  }

  function reloadLater(alertId: string) {
    const work = reload(alertId).catch((error: unknown) =>
      log.error({ err: error }, 'could not read a price alert again'),
    );
    reloading.add(work);
    void work.finally(() => reloading.delete(work));
  }

  async function loadAll() {
    for (const row of await db.select().from(priceAlerts).where(watchingAlert)) {
      book.watch(watchable(row));
    }
  }

  const unsubscribeEvents = deps.events.subscribe((event) => {
    if (event.type === 'price_alert.changed' || event.type === 'price_alert.fired') {
      reloadLater(event.alertId);
    }
  });
  const unsubscribeResync = deps.events.onResync(() => {
    const work = loadAll().catch((error: unknown) =>
      log.error({ err: error }, 'could not read the price alerts again'),
    );
    reloading.add(work);
    void work.finally(() => reloading.delete(work));
  });
  await loadAll();

  /** Fires the armed alerts among `ids`: only those still armed, so one instance wins each. */
  async function fire(symbol: PairSymbol, ids: string[], price: bigint): Promise<number> {
    const firedPrice = formatPrice(price);
    const fired = await db
      .update(priceAlerts)
      .set({
        armed: false,
        firedCount: sql`${priceAlerts.firedCount} + 1`,
        lastFiredAt: new Date(deps.clock.now()),
        lastFiredPrice: firedPrice,
      })
      .where(and(inArray(priceAlerts.id, ids), eq(priceAlerts.armed, true)))
      .returning();
    for (const row of fired) {
      book.watch(watchable(row));
      await deps.events.publish({
        type: 'price_alert.fired',
        userId: row.userId,
        alertId: row.id,
        symbol,
        direction: row.direction,
        price: compactDecimal(row.price),
        firedPrice,
        firedCount: row.firedCount,
      });
    }
    await reloadLost(ids, fired);
    return fired.length;
  }

  /** Arms again the `every` alerts among `ids` that are still waiting to. */
  async function rearm(ids: string[]): Promise<void> {
    const armed = await db
      .update(priceAlerts)
      .set({ armed: true })
      .where(
        and(
          inArray(priceAlerts.id, ids),
          eq(priceAlerts.armed, false),
          eq(priceAlerts.repeat, 'every'),
        ),
      )
      .returning();
    for (const row of armed) {
      book.watch(watchable(row));
      await deps.events.publish({
        type: 'price_alert.changed',
        userId: row.userId,
        alertId: row.id,
      });
    }
    await reloadLost(ids, armed);
  }

  /** Another instance acted first, or the alert was removed: the book takes the row as it is. */
  async function reloadLost(ids: readonly string[], won: readonly AlertRow[]) {
    const done = new Set(won.map((row) => row.id));
    await Promise.all(ids.filter((id) => !done.has(id)).map((id) => reload(id)));
  }

  async function onTick(tickers: readonly Ticker[]): Promise<number> {
    await settled();
    let fired = 0;
    for (const ticker of tickers) {
      const price = parsePrice(ticker.price);
      const due = book.crossed(ticker.symbol, price);
      if (due.length === 0) continue;
      const ids = (action: AlertAction['action']) =>
        due.filter((item) => item.action === action).map((item) => item.alertId);
      try {
        const toFire = ids('fire');
        const toRearm = ids('rearm');
        if (toFire.length > 0) fired += await fire(ticker.symbol, toFire, price);
        if (toRearm.length > 0) await rearm(toRearm);
      } catch (error) {
        log.error({ err: error }, 'could not fire price alerts');
        // Watch them again as they stand: the next tick tries once more.
        for (const { alertId } of due) reloadLater(alertId);
      }
    }
    return fired;
  }

  async function settled() {
    while (reloading.size > 0) await Promise.allSettled([...reloading]);
  }

  let running = false;
  const unsubscribeMarket =
    options.listen === false
      ? () => {}
      : deps.market.subscribe((tickers) => {
          // A slow round is not overlapped: levels stay in the book until a tick reaches them.
          if (running) return;
          running = true;
          onTick(tickers).finally(() => {
            running = false;
          });
        });

  return {
    onTick,
    settled,
    book,
    stop() {
      unsubscribeMarket();
      unsubscribeEvents();
      unsubscribeResync();
    },
  };
}
