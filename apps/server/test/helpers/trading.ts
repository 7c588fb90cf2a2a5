import type { PairSymbol, Position } from '@kapital/shared';
import { formatPrice, parsePrice, positionSchema } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { positions } from '../../src/db/schema/index.ts';
import type { TriggerEngine } from '../../src/features/trading/trigger-engine.ts';
import { send } from './admin.ts';
import type { TestApp } from './build.ts';
import type { ManualClock } from './manual-clock.ts';
import type { TestUser } from './users.ts';
import { newKey } from './withdrawals.ts';

/**
 * Orders fill at the market's next tick: moves the manual clock a second at a time (each second
 * is a tick of the started feed) until the request has answered.
 */
export async function whileTicking<T>(clock: ManualClock, work: Promise<T>): Promise<T> {
  let settled = false;
  const done = work.finally(() => {
    settled = true;
  });
  // A tick every 20 ms of real time until the request answers (it may take a while to reach
  // the point where it waits for one on a busy machine).
  for (let waited = 0; !settled && waited < 20_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (!settled) clock.advance(1000);
  }
  return done;
}

export interface OrderBody {
  symbol?: string;
  side?: string;
  stake: string;
  takeProfit?: string | null;
  stopLoss?: string | null;
  [extra: string]: unknown;
}

export function openOrder(
  t: TestApp,
  clock: ManualClock,
  person: TestUser,
  body: OrderBody,
  key: string = newKey(),
): Promise<LightMyRequestResponse> {
  return whileTicking(
    clock,
    send(t, 'POST', '/api/positions', {
      cookie: person.cookie,
      headers: { 'idempotency-key': key },
      payload: { symbol: 'BTC', side: 'buy', ...body },
    }),
  );
}

export async function openOk(
  t: TestApp,
  clock: ManualClock,
  person: TestUser,
  body: OrderBody,
): Promise<Position> {
  const response = await openOrder(t, clock, person, body);
  expect(response.statusCode, response.body).toBe(201);
  return positionSchema.parse(response.json());
}

export function closeOrder(t: TestApp, clock: ManualClock, person: TestUser, id: string) {
  return whileTicking(
    clock,
    send(t, 'POST', `/api/positions/${id}/close`, {
      cookie: person.cookie,
      headers: { 'idempotency-key': newKey() },
    }),
  );
}

/**
 * Puts a take-profit and a stop-loss one price unit either side of the current price (written
 * straight to the row, as if the price had moved since they were set): the next tick that moves
 * the price crosses one of them.
 */
export async function straddle(
  t: TestApp,
  engine: TriggerEngine,
  positionId: string,
  symbol: string,
): Promise<void> {
  const price = parsePrice(
    t.deps.market.tickers().find((ticker) => ticker.symbol === symbol)?.price ?? '0',
  );
  const [row] = await t.db
    .update(positions)
    .set({ takeProfit: formatPrice(price + 1n), stopLoss: formatPrice(price - 1n) })
    .where(eq(positions.id, positionId))
    .returning();
  if (!row) throw new Error('no such position');
  engine.book.watch({
    id: row.id,
    symbol: row.symbol as PairSymbol,
    side: row.side,
    entryPrice: row.entryPrice,
    takeProfit: row.takeProfit,
    stopLoss: row.stopLoss,
  });
}
