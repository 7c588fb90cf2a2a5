import type { Position } from '@kapital/shared';
import { positionSchema } from '@kapital/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
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
