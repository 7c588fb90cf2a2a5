import { PAIRS } from '@kapital/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { reconnectDelay } from '../../src/features/market/binance/backoff.ts';
import {
  BINANCE_STREAMS,
  createBinanceFeed,
} from '../../src/features/market/binance/binance-feed.ts';
import {
  addDecimals,
  compareDecimals,
  percentChange,
} from '../../src/features/market/binance/decimal.ts';
import {
  type Kline,
  parseFrame,
  parseRestKlines,
} from '../../src/features/market/binance/frames.ts';
import { createKlineHistory } from '../../src/features/market/binance/kline-history.ts';
import { createMarketFeed } from '../../src/features/market/feed.ts';
import type { MarketFeed } from '../../src/platform/market/market-feed.ts';
import {
  fixture,
  fixtureLines,
  play,
  type RestStandIn,
  type StreamStandIn,
  startRestStandIn,
  startStreamStandIn,
} from '../helpers/binance-stand-in.ts';
import { createManualClock } from '../helpers/manual-clock.ts';
import { within } from '../helpers/ws.ts';

/** The recordings start at 2024-11-25 12:00 UTC; M[i] is minute i after it, in milliseconds. */
const M = Array.from({ length: 6 }, (_, i) => Date.UTC(2024, 10, 25, 12, i));
const seconds = (ms: number) => ms / 1000;

describe('Binance frames', () => {
  it('reads combined and raw klines, with numbers left as trimmed decimal strings', () => {
    expect(parseFrame(fixture('kline-combined.json'))).toEqual({
      kind: 'kline',
      symbol: 'BTC',
      kline: {
        start: M[2],
        open: '97060',
        high: '97100',
        low: '97050',
        close: '97090',
        volume: '4',
        closed: false,
        eventTime: (M[2] as number) + 20_000,
      },
    });
    expect(parseFrame(fixture('kline-raw-closed.json'))).toMatchObject({
      kind: 'kline',
      symbol: 'ETH',
      kline: { start: M[1], close: '3400', closed: true },
    });
  });

  it('reads combined and raw 24 h mini tickers', () => {
    expect(parseFrame(fixture('mini-ticker-combined.json'))).toEqual({
      kind: 'miniTicker',
      symbol: 'BTC',
      ticker: {
        eventTime: (M[2] as number) + 21_000,
        open: '95000',
        high: '98000',
        low: '94500',
        close: '97090',
        volume: '25000.12345678',
      },
    });
    expect(parseFrame(fixture('mini-ticker-raw.json'))).toMatchObject({
      kind: 'miniTicker',
      symbol: 'DOGE',
      ticker: { close: '0.39871', volume: '4012345678' },
    });
  });

  it('reads subscription acks, error frames and the server shutdown notice', () => {
    expect(parseFrame(fixture('subscribe-ack.json'))).toEqual({ kind: 'ack', id: 1 });
    expect(parseFrame(fixture('error-frame.json'))).toEqual({
      kind: 'error',
      id: 2,
      code: 2,
      message: 'Invalid request: unknown variable',
    });
    expect(parseFrame(fixture('server-shutdown.json'))).toEqual({ kind: 'shutdown' });
  });

  it('ignores, without throwing, what it does not know: other streams, pairs, intervals, bad JSON', () => {
    const frames = fixtureLines('ignored.jsonl');
    expect(frames).toHaveLength(7);
    for (const frame of frames) expect(parseFrame(frame)).toEqual({ kind: 'ignored' });
  });

  it('reads every frame of the recorded sessions as a kline or a mini ticker', () => {
    const frames = [
      ...fixtureLines('session-before-drop.jsonl'),
      ...fixtureLines('session-after-drop.jsonl'),
    ];
    for (const frame of frames) expect(['kline', 'miniTicker']).toContain(parseFrame(frame).kind);
  });

  it('reads REST klines: closed once their close time has passed', () => {
    const now = (M[4] as number) + 30_000;
    const klines = parseRestKlines(JSON.parse(fixture('rest-klines-btcusdt.json')), now);
    expect(klines.map((kline) => [kline.start, kline.close, kline.closed])).toEqual([
      [M[0], '97040', true],
      [M[1], '97060', true],
      [M[2], '97110', true],
      [M[3], '97140', true],
      [M[4], '97010', false],
    ]);
    expect(parseRestKlines({ code: -1121, msg: 'Invalid symbol.' }, now)).toEqual([]);
    expect(
      parseRestKlines([['bad'], ...JSON.parse(fixture('rest-klines-ethusdt.json'))], now),
    ).toHaveLength(5);
  });
});

describe('one-minute kline history', () => {
  const kline = (start: number, close: string, eventTime: number, closed = false): Kline => ({
    start,
    open: '100',
    high: close,
    low: '100',
    close,
    volume: '1',
    closed,
    eventTime,
  });

  it('keeps the newer state of a minute, whatever the order frames arrive in', () => {
    const history = createKlineHistory(60);
    const m0 = M[0] as number;
    history.add(kline(m0, '101', m0 + 20_000));
    history.add(kline(m0, '100.5', m0 + 10_000));
    expect(history.candles('1m', 1)[0]?.close).toBe('101');
    history.add(kline(m0, '102', m0 + 60_001, true));
    history.add(kline(m0, '103', m0 + 70_000));
    expect(history.candles('1m', 1)[0]?.close).toBe('102');
    history.add(kline(m0, '102', m0 + 60_001, true));
    expect(history.candles('1m', 5)).toHaveLength(1);
  });

  it('fills a late older minute into its own slot', () => {
    const history = createKlineHistory(60);
    history.add(kline(M[2] as number, '105', (M[2] as number) + 1));
    history.add(kline(M[0] as number, '101', (M[1] as number) + 1, true));
    expect(history.candles('1m', 5).map((candle) => [candle.time, candle.close])).toEqual([
      [seconds(M[0] as number), '101'],
      [seconds(M[2] as number), '105'],
    ]);
    expect(history.newestStart()).toBe(M[2]);
  });

  it('keeps only the newest minutes it was given room for', () => {
    const history = createKlineHistory(3);
    for (const start of M) history.add(kline(start, '100', start + 1));
    expect(history.candles('1m', 10).map((candle) => candle.time)).toEqual(
      M.slice(-3).map(seconds),
    );
  });
});

describe('decimal strings and backoff', () => {
  it('compares, sums and takes percent changes without floats', () => {
    expect(compareDecimals('97000.1', '97000.09')).toBe(1);
    expect(compareDecimals('0.5', '0.50')).toBe(0);
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(addDecimals('12.5', '37.5')).toBe('50');
    expect(percentChange('95100', '97020')).toBe('2.02');
    expect(percentChange('100', '99.995')).toBe('-0.01');
    expect(percentChange('100', '100')).toBe('0.00');
  });

  it('backs off exponentially up to a cap, with jitter in the upper half', () => {
    const backoff = { baseMs: 1000, maxMs: 30_000 };
    expect(reconnectDelay(0, backoff, () => 0)).toBe(500);
    expect(reconnectDelay(0, backoff, () => 1)).toBe(1000);
    expect(reconnectDelay(3, backoff, () => 0.5)).toBe(6000);
    expect(reconnectDelay(20, backoff, () => 0)).toBe(15_000);
    expect(reconnectDelay(20, backoff, () => 1)).toBe(30_000);
  });
});

describe('the Binance feed against a local stand-in', () => {
  let stream: StreamStandIn | undefined;
  let rest: RestStandIn | undefined;
  let feed: MarketFeed | undefined;

  afterEach(async () => {
    feed?.stop();
    await stream?.close();
    await rest?.close();
  });

  /** Resolves once the feed answered a ping sent after everything before: frames are in order. */
  function flush(socket: WebSocket): Promise<void> {
    const pong = new Promise<void>((resolve) => socket.once('pong', () => resolve()));
    socket.ping();
    return within(pong, 5000, 'pong');
  }

  async function setUp(
    startMs: number,
    backoff = { baseMs: 5, maxMs: 50 },
    restUrl?: (standIn: RestStandIn) => string,
    failingRestRequests = 0,
  ) {
    const clock = createManualClock(startMs);
    const warnings: string[] = [];
    stream = await startStreamStandIn();
    rest = await startRestStandIn(() => clock.now(), failingRestRequests);
    feed = createBinanceFeed({
      wsUrl: stream.url,
      restUrl: restUrl ? restUrl(rest) : rest.url,
      staleSeconds: 10,
      clock,
      log: { warn: (message: string) => warnings.push(message) },
      backoff,
      random: () => 0,
    });
    feed.start();
    return { clock, warnings, stream, rest, feed };
  }

  it('plays a session, reconnects after a drop, backfills the gap, and marks a silent pair stale', async () => {
    const { clock, stream, rest, feed } = await setUp((M[2] as number) + 25_000);

    const first = await within(stream.nextSubscription(), 5000, 'subscription');
    expect(first.params).toEqual(BINANCE_STREAMS);
    expect(first.params).toHaveLength(PAIRS.length * 2);
    expect(first.params).toContain('btcusdt@kline_1m');
    expect(first.params).toContain('ftmusdt@miniTicker');
    first.socket.send(JSON.stringify({ result: null, id: first.id }));
    play(first.socket, fixtureLines('session-before-drop.jsonl'));
    await flush(first.socket);

    // The out-of-order 12:02 state (close 97055) lost to the newer one.
    expect(feed.tickers()).toEqual([
      {
        symbol: 'BTC',
        pair: 'BTCUSDT',
        price: '97090',
        change24h: '2.20',
        high24h: '98000',
        low24h: '94500',
        volume24h: '25000.12345678',
        time: new Date((M[2] as number) + 21_000).toISOString(),
        stale: false,
      },
      expect.objectContaining({ symbol: 'ETH', price: '3402.5', change24h: '-2.79' }),
    ]);
    expect(feed.isStale('BTC')).toBe(false);
    expect(feed.isStale('SOL')).toBe(true);
    // The first open backfills a day of every pair; the recording has 12:00 and 12:01.
    await vi.waitFor(async () =>
      expect((await feed.candles('ETH', '1m', 10)).map((candle) => candle.time)).toEqual(
        M.slice(0, 3).map(seconds),
      ),
    );
    await vi.waitFor(() => expect(rest.requests).toHaveLength(PAIRS.length));
    const firstBackfill = rest.requests.filter(
      (url) => url.searchParams.get('symbol') === 'BTCUSDT',
    );
    expect(firstBackfill.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      {
        symbol: 'BTCUSDT',
        interval: '1m',
        startTime: String(clock.now() - 86_400_000),
        limit: '1000',
      },
    ]);
    expect((await feed.candles('BTC', '1m', 10)).at(-1)).toEqual({
      time: seconds(M[2] as number),
      open: '97060',
      high: '97100',
      low: '97050',
      close: '97090',
      volume: '4',
    });

    // The connection drops at 12:02:25 and is back at 12:05:30. The feed hears of the drop only
    // after the clock moved, as it would from a dead route: by its silence watchdog.
    first.socket.terminate();
    clock.advance(185_000);
    const second = await within(stream.nextSubscription(), 5000, 'resubscription');
    expect(second.socket).not.toBe(first.socket);
    expect(second.id).toBeGreaterThan(first.id);
    expect(second.params).toEqual(BINANCE_STREAMS);
    second.socket.send(JSON.stringify({ result: null, id: second.id }));
    play(second.socket, fixtureLines('session-after-drop.jsonl'));
    await flush(second.socket);

    // The backfill starts at the minute that was forming when the stream dropped.
    await vi.waitFor(async () =>
      expect((await feed.candles('BTC', '1m', 10)).map((candle) => candle.time)).toEqual(
        M.map(seconds),
      ),
    );
    const gapRequest = rest.requests
      .slice(PAIRS.length)
      .find((url) => url.searchParams.get('symbol') === 'BTCUSDT');
    expect(gapRequest?.searchParams.get('startTime')).toBe(String(M[2]));
    const minutes = await feed.candles('BTC', '1m', 10);
    // 12:02's final numbers from REST replace the forming state the stream last sent.
    expect(minutes[2]).toMatchObject({ close: '97110', high: '97120', volume: '9' });
    expect(await feed.candles('BTC', '5m', 10)).toEqual([
      {
        time: seconds(M[0] as number),
        open: '97000',
        high: '97150',
        low: '96990',
        close: '97010',
        volume: '50.5',
      },
      {
        time: seconds(M[5] as number),
        open: '97010',
        high: '97030',
        low: '97000',
        close: '97020',
        volume: '1.5',
      },
    ]);
    expect(await feed.candles('BTC', '1h', 10)).toEqual([
      {
        time: seconds(M[0] as number),
        open: '97000',
        high: '97150',
        low: '96990',
        close: '97020',
        volume: '52',
      },
    ]);
    expect(await feed.candles('ETH', '15m', 1)).toEqual([
      expect.objectContaining({ open: '3390', close: '3393', volume: '670' }),
    ]);
    expect(feed.tickers()[0]).toMatchObject({ symbol: 'BTC', price: '97020', change24h: '2.02' });

    // A stale period: no frame for longer than MARKET_STALE_SECONDS.
    const ticks: string[] = [];
    feed.subscribe((tickers) => ticks.push(tickers[0]?.price ?? ''));
    clock.advance(10_000);
    expect(feed.isStale('BTC')).toBe(false);
    clock.advance(1000);
    expect(feed.isStale('BTC')).toBe(true);
    expect(feed.isStale('ETH')).toBe(true);
    // The tickers say so too, for the trade screen.
    expect(feed.tickers().every((ticker) => ticker.stale)).toBe(true);
    expect(ticks).toHaveLength(11);

    const fresh = JSON.parse(fixtureLines('session-after-drop.jsonl')[0] as string);
    fresh.data.E = (M[5] as number) + 41_000;
    fresh.data.k.c = '97025.00000000';
    play(second.socket, [JSON.stringify(fresh)]);
    await flush(second.socket);
    expect(feed.isStale('BTC')).toBe(false);
    expect(feed.isStale('ETH')).toBe(true);
    expect(feed.tickers()[0]?.price).toBe('97025');
  });

  it('replaces a connection that stays silent for a minute', async () => {
    const { clock, stream } = await setUp(M[0] as number);
    const first = await within(stream.nextSubscription(), 5000, 'subscription');
    // The server's pings keep a quiet connection: it still answers one 100 s in.
    clock.advance(50_000);
    await flush(first.socket);
    clock.advance(50_000);
    await flush(first.socket);
    const closed = new Promise<void>((resolve) => first.socket.once('close', () => resolve()));
    clock.advance(61_000);
    await within(closed, 5000, 'silent connection closed');
    const second = await within(stream.nextSubscription(), 5000, 'resubscription');
    expect(second.params).toEqual(BINANCE_STREAMS);
  });

  it('logs a failed backfill and keeps streaming prices', async () => {
    const { warnings, stream, feed } = await setUp(
      (M[2] as number) + 25_000,
      undefined,
      (standIn) => `${standIn.url}/missing-mirror`,
    );
    const first = await within(stream.nextSubscription(), 5000, 'subscription');
    play(first.socket, fixtureLines('session-before-drop.jsonl'));
    await flush(first.socket);
    expect(feed.tickers()[0]).toMatchObject({ symbol: 'BTC', price: '97090' });
    await vi.waitFor(() =>
      expect(warnings).toContain('Binance backfill of BTC failed: HTTP 404; retrying in 0 s'),
    );
  });

  it('retries a failed backfill from the same minute until the gap is filled', async () => {
    // Every pair's first request fails, and BTC's second one too.
    const { warnings, stream, rest, feed } = await setUp(
      (M[2] as number) + 25_000,
      undefined,
      undefined,
      PAIRS.length + 1,
    );
    const first = await within(stream.nextSubscription(), 5000, 'subscription');
    first.socket.send(JSON.stringify({ result: null, id: first.id }));
    play(first.socket, fixtureLines('session-before-drop.jsonl'));
    await flush(first.socket);

    await vi.waitFor(async () =>
      expect((await feed.candles('ETH', '1m', 10)).map((candle) => candle.time)).toEqual(
        M.slice(0, 3).map(seconds),
      ),
    );
    await vi.waitFor(async () =>
      expect((await feed.candles('BTC', '1m', 10)).map((candle) => candle.time)).toEqual(
        M.slice(0, 3).map(seconds),
      ),
    );
    expect(warnings.filter((line) => line.startsWith('Binance backfill of'))).toHaveLength(
      PAIRS.length + 1,
    );
    // Each retry asks from the minute the first try did, though live klines arrived since.
    const startTimes = new Set(
      rest.requests
        .filter((url) => url.searchParams.get('symbol') === 'BTCUSDT')
        .map((url) => url.searchParams.get('startTime')),
    );
    expect(startTimes.size).toBe(1);
  });

  it('logs an error frame, and moves to a new connection on a shutdown notice', async () => {
    // A backoff far longer than the test: only the notice can open the next connection in time.
    const { warnings, stream } = await setUp((M[2] as number) + 25_000, {
      baseMs: 600_000,
      maxMs: 600_000,
    });
    const first = await within(stream.nextSubscription(), 5000, 'subscription');
    play(first.socket, [fixture('error-frame.json')]);
    await flush(first.socket);
    expect(warnings).toContain('Binance refused request 2: 2 Invalid request: unknown variable');

    const closed = new Promise<void>((resolve) => first.socket.once('close', () => resolve()));
    play(first.socket, [fixture('server-shutdown.json')]);
    const second = await within(stream.nextSubscription(), 5000, 'new subscription');
    expect(second.socket).not.toBe(first.socket);
    await within(closed, 5000, 'old connection closed');
  });
});

describe('MARKET_FEED=binance settings', () => {
  const env = { NODE_ENV: 'test', AUTH_SECRET: 'a'.repeat(32) } as const;

  it('defaults to Binance itself and a 10 second staleness', () => {
    const config = loadConfig({ ...env, MARKET_FEED: 'binance' });
    expect(config.marketStaleSeconds).toBe(10);
    expect(config.binanceWsUrl).toBe('wss://stream.binance.com:9443/stream');
    expect(config.binanceRestUrl).toBe('https://api.binance.com');
    // Built, not started: no connection yet, so every pair is stale.
    const feed = createMarketFeed(config, createManualClock(M[0] as number));
    expect(feed.isStale('BTC')).toBe(true);
    expect(feed.tickers()).toEqual([]);
  });

  it('takes overrides and refuses bad ones', () => {
    const config = loadConfig({
      ...env,
      MARKET_STALE_SECONDS: '30',
      BINANCE_WS_URL: 'ws://127.0.0.1:9443/stream',
      BINANCE_REST_URL: 'http://127.0.0.1:8080',
    });
    expect(config.marketStaleSeconds).toBe(30);
    expect(config.binanceWsUrl).toBe('ws://127.0.0.1:9443/stream');
    expect(config.binanceRestUrl).toBe('http://127.0.0.1:8080');
    for (const bad of [
      { MARKET_STALE_SECONDS: '0' },
      { MARKET_STALE_SECONDS: '2.5' },
      { MARKET_STALE_SECONDS: 'soon' },
      { BINANCE_WS_URL: 'https://stream.binance.com' },
      { BINANCE_REST_URL: 'wss://api.binance.com' },
    ]) {
      expect(() => loadConfig({ ...env, ...bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ...env, ...bad })).toThrow(Object.keys(bad)[0]);
    }
  });
});
