import { candlesResponse, PAIRS, type ServerMessage, tickersResponse } from '@kapital/shared';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { createManualClock } from '../helpers/manual-clock.ts';
import { listenForSockets, openSocket } from '../helpers/ws.ts';

const START = Date.UTC(2026, 2, 1, 9, 15, 0);
const clock = createManualClock(START);
let t: TestApp;
let wsUrl: string;

beforeAll(async () => {
  t = await build({}, { autoClose: false, clock });
  wsUrl = await listenForSockets(t);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/market/tickers', () => {
  it('is public: every pair in ticker order, in the shared shape, cacheable for a second', async () => {
    const response = await get(t, '/api/market/tickers');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=1');
    const body = tickersResponse.parse(response.json());
    expect(body.tickers.map((ticker) => ticker.pair)).toEqual(PAIRS.map((pair) => `${pair}USDT`));
    expect(Number(body.tickers[0]?.price)).toBeGreaterThan(50_000);
    expect(body.tickers.every((ticker) => ticker.time === new Date(START).toISOString())).toBe(
      true,
    );
  });

  it('follows the clock', async () => {
    const before = (await get(t, '/api/market/tickers')).json().tickers;
    clock.advance(60_000);
    const after = (await get(t, '/api/market/tickers')).json().tickers;
    expect(after[0].time).toBe(new Date(clock.now()).toISOString());
    expect(after.map((ticker: { price: string }) => ticker.price)).not.toEqual(
      before.map((ticker: { price: string }) => ticker.price),
    );
  });
});

describe('GET /api/market/candles/{symbol}', () => {
  it('defaults to 200 one-minute candles, and reads the symbol in any case', async () => {
    const response = await get(t, '/api/market/candles/btc');
    expect(response.statusCode, response.body).toBe(200);
    const body = candlesResponse.parse(response.json());
    expect(body.symbol).toBe('BTC');
    expect(body.interval).toBe('1m');
    expect(body.candles).toHaveLength(200);
    expect(body.candles[1]?.time).toBe((body.candles[0]?.time ?? 0) + 60);
  });

  it('serves each interval with the limit asked for', async () => {
    for (const [interval, limit] of [
      ['5m', 1],
      ['15m', 37],
      ['1h', 500],
    ] as const) {
      const response = await get(t, `/api/market/candles/DOGE?interval=${interval}&limit=${limit}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().candles).toHaveLength(limit);
      expect(response.json().interval).toBe(interval);
    }
  });

  it.each([
    ['/api/market/candles/XYZ', 'symbol'],
    ['/api/market/candles/BTCUSDT', 'symbol'],
    ['/api/market/candles/BTC?interval=2m', 'interval'],
    ['/api/market/candles/BTC?limit=0', 'limit'],
    ['/api/market/candles/BTC?limit=501', 'limit'],
    ['/api/market/candles/BTC?limit=1.5', 'limit'],
    ['/api/market/candles/BTC?limit=ten', 'limit'],
  ])('%s: 400 naming %s', async (url, field) => {
    const error = expectError(await get(t, url), 400, 'VALIDATION_ERROR');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
  });
});

describe('tickers over /api/ws', () => {
  it('every signed-in socket hears each tick: the same frame, what GET returns for that second', async () => {
    const [first, second] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
    const sockets = [openSocket(wsUrl, first.cookie), openSocket(wsUrl, second.cookie)];
    onTestFinished(() => {
      for (const socket of sockets) socket.close();
    });
    for (const socket of sockets) await socket.next((message) => message.type === 'hello');

    t.deps.market.start();
    onTestFinished(() => t.deps.market.stop());
    clock.advance(1_000);
    const expected = (await get(t, '/api/market/tickers')).json().tickers;
    const isTick = (message: ServerMessage) => message.type === 'tickers';
    for (const socket of sockets) {
      expect(await socket.next(isTick)).toEqual({ type: 'tickers', tickers: expected });
    }

    clock.advance(2_000);
    for (const socket of sockets) {
      await expect.poll(() => socket.messages.filter(isTick).length).toBe(3);
    }
  });
});
