import { randomUUID } from 'node:crypto';
import {
  alertOnRightSide,
  type CreatePriceAlertBody,
  compactDecimal,
  ERROR_CODES,
  type PairSymbol,
  PRICE_ALERT_ERROR_CODES,
  PRICE_ALERT_LIMIT,
  PRICE_ALERT_LIST_MAX,
  type PriceAlert,
  type PriceAlertList,
  parsePrice,
  priceAlertLimitMessage,
  wrongSideMessage,
} from '@kapital/shared';
import { MARKET_ERROR_CODES } from '@kapital/shared/errors';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { priceAlerts } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import { AppError } from '../../platform/http/app-error.ts';

export type AlertRow = typeof priceAlerts.$inferSelect;

type Deps = Pick<AppDependencies, 'database' | 'clock' | 'events' | 'market'>;

/** What the checker and the limit count: armed, or an `every` alert waiting to re-arm. */
export const watchingAlert: SQL = or(
  eq(priceAlerts.armed, true),
  eq(priceAlerts.repeat, 'every'),
) as SQL;

export function alertView(row: AlertRow): PriceAlert {
  return {
    id: row.id,
    symbol: row.symbol as PairSymbol,
    direction: row.direction,
    price: compactDecimal(row.price),
    repeat: row.repeat,
    status: row.armed || row.repeat === 'every' ? 'watching' : 'fired',
    firedCount: row.firedCount,
    lastFiredAt: row.lastFiredAt?.toISOString() ?? null,
    lastFiredPrice: compactDecimal(row.lastFiredPrice),
    createdAt: row.createdAt.toISOString(),
  };
}

async function watchingCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ watching: count() })
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), watchingAlert));
  return row?.watching ?? 0;
}

/** The pair's price now: an alert on the wrong side of it would fire at once, or never. */
function priceNow(market: Deps['market'], symbol: PairSymbol): bigint {
  const ticker = market.tickers().find((candidate) => candidate.symbol === symbol);
  if (!ticker || market.isStale(symbol)) {
    throw new AppError(
      503,
      MARKET_ERROR_CODES.stale,
      `The ${symbol} price is out of date; alerts can be set once it is fresh`,
    );
  }
  return parsePrice(ticker.price);
}

/**
 * Adds an alert above or below the pair's price now. The user's alerts are counted and the new
 * one inserted under a lock per user, so concurrent requests cannot pass the limit together.
 */
export async function createAlert(
  deps: Deps,
  userId: string,
  body: CreatePriceAlertBody,
): Promise<PriceAlert> {
  const level = parsePrice(body.price);
  if (!alertOnRightSide(body.direction, level, priceNow(deps.market, body.symbol))) {
    const message = wrongSideMessage(body.direction);
    throw new AppError(400, ERROR_CODES.validation, message, { price: message });
  }
  const row = await deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`price_alert:${userId}`}))`);
    if ((await watchingCount(tx, userId)) >= PRICE_ALERT_LIMIT) {
      throw new AppError(409, PRICE_ALERT_ERROR_CODES.limitReached, priceAlertLimitMessage);
    }
    const [inserted] = await tx
      .insert(priceAlerts)
      .values({
        id: randomUUID(),
        userId,
        symbol: body.symbol,
        direction: body.direction,
        price: body.price,
        repeat: body.repeat,
        createdAt: new Date(deps.clock.now()),
      })
      .returning();
    return inserted as AlertRow;
  });
  await deps.events.publish({ type: 'price_alert.changed', userId, alertId: row.id });
  return alertView(row);
}

/** The user's alerts, newest first, optionally of one pair; with the count that meets the limit. */
export async function listAlerts(
  db: Db,
  userId: string,
  symbol: PairSymbol | undefined,
): Promise<PriceAlertList> {
  const rows = await db
    .select()
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), symbol ? eq(priceAlerts.symbol, symbol) : undefined))
    .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id))
    .limit(PRICE_ALERT_LIST_MAX);
  return {
    items: rows.map(alertView),
    watching: await watchingCount(db, userId),
    limit: PRICE_ALERT_LIMIT,
  };
}

/** Removes one of the user's alerts; someone else's id is as unknown as a made-up one. */
export async function removeAlert(deps: Deps, userId: string, alertId: string): Promise<void> {
  const removed = await deps.database.db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  if (removed.length === 0) throw new AppError(404, ERROR_CODES.notFound, 'No such alert');
  await deps.events.publish({ type: 'price_alert.changed', userId, alertId });
}
