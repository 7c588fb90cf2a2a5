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

describe('forming candles over /api/ws', () => {
  const isCandle = (message: ServerMessage) => message.type === 'candle';
  const formingCandle = async (symbol: string, interval: string) =>
    candlesResponse.parse(
      (await get(t, `/api/market/candles/${symbol}?interval=${interval}&limit=1`)).json(),
    ).candles[0];

  it('a socket hears, on each tick, the forming candle of each chart it watches, and only those', async () => {
    const { cookie } = await verifiedUser(t);
    const watching = openSocket(wsUrl, cookie);
    const bystander = openSocket(wsUrl, cookie);
    onTestFinished(() => {
      watching.close();
      bystander.close();
    });
    await watching.next((message) => message.type === 'hello');
    await bystander.next((message) => message.type === 'hello');
    watching.socket.send(JSON.stringify({ type: 'watch-candles', symbol: 'BTC', interval: '1m' }));
    watching.socket.send(JSON.stringify({ type: 'watch-candles', symbol: 'ETH', interval: '1h' }));
    // Asking twice watches once.
    watching.socket.send(JSON.stringify({ type: 'watch-candles', symbol: 'BTC', interval: '1m' }));

    t.deps.market.start();
    onTestFinished(() => t.deps.market.stop());
    // The server reads frames in order: once the ping is answered, it holds the watches.
    await watching.roundTrip();
    clock.advance(1_000);
    await expect.poll(() => watching.messages.filter(isCandle).length).toBe(2);
    const candles = watching.messages.filter(isCandle);
    const firstCandle = await formingCandle('BTC', '1m');
    expect(candles).toContainEqual({
      type: 'candle',
      symbol: 'BTC',
      interval: '1m',
      candle: firstCandle,
    });
    expect(candles).toContainEqual({
      type: 'candle',
      symbol: 'ETH',
      interval: '1h',
      candle: await formingCandle('ETH', '1h'),
    });

    // A minute later the 1m candle is a new one; unwatching ETH stops its candles.
    watching.socket.send(
      JSON.stringify({ type: 'unwatch-candles', symbol: 'ETH', interval: '1h' }),
    );
    await watching.roundTrip();
    const before = watching.messages.length;
    clock.advance(60_000);
    // Sixty ticks at once: the first one's candle, then one more round with the newest.
    await expect.poll(() => watching.messages.slice(before).filter(isCandle).length).toBe(2);
    const newCandle = await formingCandle('BTC', '1m');
    const sent = watching.messages.slice(before).filter(isCandle);
    expect(sent.every((m) => m.type === 'candle' && m.symbol === 'BTC')).toBe(true);
    expect(sent.at(-1)).toEqual({
      type: 'candle',
      symbol: 'BTC',
      interval: '1m',
      candle: newCandle,
    });
    expect(newCandle?.time).toBe((firstCandle?.time ?? 0) + 60);

    // The socket that watches nothing heard tickers only.
    await expect.poll(() => bystander.messages.filter((m) => m.type === 'tickers').length).toBe(61);
    expect(bystander.messages.filter(isCandle)).toEqual([]);
  });

  it('keeps a watch sent the moment the socket opens, while the session may still be read', async () => {
    const { cookie } = await verifiedUser(t);
    const socket = openSocket(wsUrl, cookie);
    onTestFinished(() => socket.close());
    socket.socket.on('open', () =>
      socket.socket.send(JSON.stringify({ type: 'watch-candles', symbol: 'SOL', interval: '15m' })),
    );
    await socket.next((message) => message.type === 'hello');
    // The watch may have arrived before the session was read, or just after the hello.
    await socket.roundTrip();

    t.deps.market.start();
    onTestFinished(() => t.deps.market.stop());
    clock.advance(1_000);
    expect(await socket.next(isCandle)).toEqual({
      type: 'candle',
      symbol: 'SOL',
      interval: '15m',
      candle: await formingCandle('SOL', '15m'),
    });
  });

  it('ignores what is not a watch message, watches at most eight charts, and closes on a huge frame', async () => {
    const { cookie } = await verifiedUser(t);
    const socket = openSocket(wsUrl, cookie);
    onTestFinished(() => socket.close());
    await socket.next((message) => message.type === 'hello');
    for (const junk of [
      'not json',
      '{"type":"watch-candles","symbol":"XYZ","interval":"1m"}',
      '{"type":"watch-candles","symbol":"BTC","interval":"2m"}',
      '{"type":"watch-candles","symbol":"BTC","interval":"1m","price":"1"}',
      '{"type":"watch-candles\\u0000","symbol":"BTC","interval":"1m"}',
      `${'['.repeat(500)}${']'.repeat(500)}`,
      'null',
    ]) {
      socket.socket.send(junk);
    }
    socket.socket.send(Buffer.from('{"type":"watch-candles","symbol":"BTC","interval":"1m"}'), {
      binary: true,
    });
    for (const symbol of PAIRS) {
      socket.socket.send(JSON.stringify({ type: 'watch-candles', symbol, interval: '5m' }));
    }
    await socket.roundTrip();

    t.deps.market.start();
    onTestFinished(() => t.deps.market.stop());
    clock.advance(1_000);
    await expect.poll(() => socket.messages.filter(isCandle).length).toBe(8);
    expect(
      socket.messages.filter(isCandle).every((m) => m.type === 'candle' && m.interval === '5m'),
    ).toBe(true);

    socket.socket.send('x'.repeat(2048));
    expect((await socket.closed).code).toBe(1009);
  });
});
