import {
  CANDLE_INTERVALS,
  type Candle,
  PAIRS,
  type PairSymbol,
  type Ticker,
} from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createMarketFeed } from '../../src/features/market/feed.ts';
import { PAIR_MODELS } from '../../src/features/market/pairs.ts';
import { priceUnits, samplePrices } from '../../src/features/market/price-model.ts';
import { formatUnits } from '../../src/features/market/units.ts';
import type { MarketFeed } from '../../src/platform/market/market-feed.ts';
import { createManualClock, type ManualClock } from '../helpers/manual-clock.ts';

// Whole seconds, so a tick lands exactly one second later.
const NEW_YEAR_NOON = Date.UTC(2025, 0, 1, 12, 0, 0);
const LATER = Date.UTC(2026, 5, 15, 8, 30, 17);

function feedAt(timeMs: number): { feed: MarketFeed; clock: ManualClock } {
  const clock = createManualClock(timeMs);
  const config = {
    marketFeed: 'simulated',
    marketStaleSeconds: 10,
    binanceWsUrl: 'ws://127.0.0.1:9/stream',
    binanceRestUrl: 'http://127.0.0.1:9',
  } as const;
  return { feed: createMarketFeed(config, clock), clock };
}

// Read-only feeds for the tests that never move their clocks: each computes its day of
// one-minute buckets once.
const atNewYear = feedAt(NEW_YEAR_NOON).feed;
const atLater = feedAt(LATER).feed;

const units = (symbol: PairSymbol, decimal: string) =>
  Math.round(Number(decimal) * 10 ** PAIR_MODELS[symbol].priceDecimals);
const bySymbol = (tickers: readonly Ticker[], symbol: PairSymbol) =>
  tickers.find((ticker) => ticker.symbol === symbol) as Ticker;

describe('the simulated price model', () => {
  it('gives a fixed second a fixed price, on every machine and in every run', () => {
    // Changing the model rewrites every instance's price history: it must be deliberate.
    expect(
      Object.fromEntries(atNewYear.tickers().map((ticker) => [ticker.symbol, ticker.price])),
    ).toEqual({
      BTC: '92686.22',
      ETH: '3148.62',
      SOL: '192.29',
      LINK: '19.786',
      XRP: '2.2308',
      ADA: '0.9613',
      AVAX: '37.292',
      MATIC: '0.5356',
      BNB: '663.01',
      DOGE: '0.27628',
      FTM: '0.6417',
    });
  });

  it('samples in bulk exactly what it gives second by second', () => {
    const start = LATER / 1000 - 3600;
    for (const symbol of ['BTC', 'DOGE'] as const) {
      const bulk = samplePrices(symbol, start, 240, 15);
      expect(bulk).toEqual(bulk.map((_, i) => priceUnits(symbol, start + i * 15)));
    }
  });

  it('keeps prices positive, near their base, and moving from second to second', () => {
    for (const symbol of PAIRS) {
      const { basePrice, priceDecimals } = PAIR_MODELS[symbol];
      // Two years, every 6 hours and a few seconds.
      const prices = samplePrices(symbol, NEW_YEAR_NOON / 1000, 2922, 21_607);
      for (const price of prices) {
        expect(price / 10 ** priceDecimals).toBeGreaterThan(basePrice * 0.6);
        expect(price / 10 ** priceDecimals).toBeLessThan(basePrice * 1.6);
      }
      // A cheap coin's price sits on one tick for a few seconds, as on an exchange.
      const seconds = samplePrices(symbol, LATER / 1000, 120, 1);
      expect(new Set(seconds).size).toBeGreaterThan(10);
    }
    expect(new Set(samplePrices('BTC', LATER / 1000, 120, 1)).size).toBeGreaterThan(100);
  });
});

describe('the simulated feed', () => {
  it('two feeds (two app instances) agree on tickers and candles at the same time', async () => {
    const other = feedAt(LATER);
    // This one looked at another time first: what it cached then must not leak into answers.
    other.clock.advance(-7_200_000);
    other.feed.tickers();
    await other.feed.candles('ETH', '5m', 50);
    other.clock.advance(7_200_000);
    expect(other.feed.tickers()).toEqual(atLater.tickers());
    expect(await other.feed.candles('ETH', '5m', 50)).toEqual(
      await atLater.candles('ETH', '5m', 50),
    );
  });

  it('formats every ticker: pair name, decimals of the pair, ISO time of the second', () => {
    const tickers = atLater.tickers();
    expect(tickers.map((ticker) => ticker.symbol)).toEqual([...PAIRS]);
    for (const ticker of tickers) {
      const { priceDecimals, volumeDecimals } = PAIR_MODELS[ticker.symbol];
      const price = new RegExp(`^[1-9]?\\d+\\.\\d{${priceDecimals}}$`);
      expect(ticker.pair).toBe(`${ticker.symbol}USDT`);
      for (const value of [ticker.price, ticker.high24h, ticker.low24h]) {
        expect(value).toMatch(price);
        expect(Number(value)).toBeGreaterThan(0);
      }
      expect(ticker.change24h).toMatch(/^-?\d+\.\d{2}$/);
      expect(ticker.volume24h).toMatch(
        volumeDecimals ? new RegExp(`^\\d+\\.\\d{${volumeDecimals}}$`) : /^\d+$/,
      );
      expect(ticker.time).toBe(new Date(LATER).toISOString());
    }
  });

  it('24 h statistics match the prices of every second in the window', () => {
    const second = LATER / 1000;
    const windowStart = (Math.floor(second / 60) - 1439) * 60;
    const tickers = atLater.tickers();
    for (const symbol of ['BTC', 'DOGE'] as const) {
      const prices = samplePrices(symbol, windowStart, second - windowStart + 1, 1);
      const ticker = bySymbol(tickers, symbol);
      const { priceDecimals, dailyVolume } = PAIR_MODELS[symbol];
      expect(ticker.high24h).toBe(formatUnits(Math.max(...prices), priceDecimals));
      expect(ticker.low24h).toBe(formatUnits(Math.min(...prices), priceDecimals));
      expect(ticker.price).toBe(formatUnits(priceUnits(symbol, second), priceDecimals));
      const volume = Number(ticker.volume24h);
      expect(volume).toBeGreaterThan(dailyVolume * 0.7);
      expect(volume).toBeLessThan(dailyVolume * 1.3);
    }
  });

  it('high >= price >= low, and the change has the sign of the move since 24 h ago', () => {
    for (const [time, feed] of [
      [NEW_YEAR_NOON, atNewYear],
      [LATER, atLater],
    ] as const) {
      for (const ticker of feed.tickers()) {
        const price = Number(ticker.price);
        expect(Number(ticker.high24h)).toBeGreaterThanOrEqual(price);
        expect(Number(ticker.low24h)).toBeLessThanOrEqual(price);
        const dayAgo = priceUnits(ticker.symbol, time / 1000 - 86_400);
        const now = units(ticker.symbol, ticker.price);
        const change = Number(ticker.change24h);
        expect(change).toBeCloseTo(((now - dayAgo) / dayAgo) * 100, 2);
        if (change !== 0) expect(Math.sign(change)).toBe(Math.sign(now - dayAgo));
      }
    }
  });

  it('ticks once per second of the clock, in order, to each listener until it leaves, and stops when told', () => {
    const { feed, clock } = feedAt(LATER);
    const heard: Ticker[][] = [];
    feed.subscribe((tickers) => heard.push([...tickers]));
    let leaverHeard = 0;
    const leave = feed.subscribe(() => {
      leaverHeard += 1;
    });
    feed.start();
    feed.start();
    expect(clock.scheduled()).toBe(1);

    clock.advance(999);
    expect(heard).toHaveLength(0);
    clock.advance(1);
    expect(heard).toHaveLength(1);
    clock.advance(1_000);
    leave();
    clock.advance(3_000);
    expect(heard).toHaveLength(5);
    expect(heard.map((tickers) => tickers[0]?.time)).toEqual(
      [1, 2, 3, 4, 5].map((n) => new Date(LATER + n * 1000).toISOString()),
    );
    // Each tick carries what the feed reports for that second.
    expect(heard.at(-1)).toEqual(feed.tickers());

    feed.stop();
    expect(clock.scheduled()).toBe(0);
    clock.advance(3_000);
    expect(heard).toHaveLength(5);
    expect(leaverHeard).toBe(2);
  });
});

describe('candles', () => {
  const widths = { '1m': 60, '5m': 300, '15m': 900, '1h': 3600 } as const;

  function expectOhlc(candle: Candle) {
    const [open, high, low, close] = [candle.open, candle.high, candle.low, candle.close].map(
      Number,
    ) as [number, number, number, number];
    expect(low).toBeGreaterThan(0);
    expect(low).toBeLessThanOrEqual(Math.min(open, close));
    expect(high).toBeGreaterThanOrEqual(Math.max(open, close));
    expect(Number(candle.volume)).toBeGreaterThan(0);
  }

  it.each(CANDLE_INTERVALS)(
    '%s: consecutive buckets on the boundaries, valid OHLC, the last one ends at the price',
    async (interval) => {
      const feed = atLater;
      const width = widths[interval];
      const second = LATER / 1000;
      const candles = await feed.candles('SOL', interval, 120);
      expect(candles).toHaveLength(120);
      for (const [index, candle] of candles.entries()) {
        expect(candle.time % width).toBe(0);
        if (index > 0) expect(candle.time - (candles[index - 1]?.time ?? 0)).toBe(width);
        expectOhlc(candle);
        expect(units('SOL', candle.open)).toBe(priceUnits('SOL', candle.time));
      }
      const last = candles.at(-1) as Candle;
      expect(last.time).toBeLessThanOrEqual(second);
      expect(second).toBeLessThan(last.time + width);
      expect(last.close).toBe(bySymbol(feed.tickers(), 'SOL').price);
      // A finished bucket closes at its last second.
      const finished = candles.at(-2) as Candle;
      expect(units('SOL', finished.close)).toBe(priceUnits('SOL', finished.time + width - 1));
    },
  );

  it('one-minute candles hold every second: they agree with the 24 h high and low', async () => {
    const feed = atLater;
    const candles = await feed.candles('BTC', '1m', 500);
    const seconds = samplePrices('BTC', candles[0]?.time ?? 0, 60, 1);
    expect(units('BTC', candles[0]?.high ?? '')).toBe(Math.max(...seconds));
    expect(units('BTC', candles[0]?.low ?? '')).toBe(Math.min(...seconds));
    const ticker = bySymbol(feed.tickers(), 'BTC');
    expect(Math.max(...candles.map((candle) => Number(candle.high)))).toBeLessThanOrEqual(
      Number(ticker.high24h),
    );
    expect(Math.min(...candles.map((candle) => Number(candle.low)))).toBeGreaterThanOrEqual(
      Number(ticker.low24h),
    );
  });

  it('asking for fewer candles gives the newest of the longer list, before and after caching', async () => {
    const long = await atLater.candles('LINK', '15m', 80);
    expect(await atLater.candles('LINK', '15m', 7)).toEqual(long.slice(-7));
    const fresh = feedAt(LATER).feed;
    expect(await fresh.candles('LINK', '15m', 7)).toEqual(long.slice(-7));
    expect(await fresh.candles('LINK', '15m', 80)).toEqual(long);
  });

  it('a bucket that is still forming grows with the clock and keeps its start', async () => {
    const { feed, clock } = feedAt(Date.UTC(2026, 5, 15, 8, 0, 0));
    const [atStart] = await feed.candles('ETH', '1h', 1);
    clock.advance(1_800_000);
    const [halfway] = await feed.candles('ETH', '1h', 1);
    expect(halfway?.time).toBe(atStart?.time);
    expect(halfway?.open).toBe(atStart?.open);
    expect(Number(halfway?.volume)).toBeGreaterThan(Number(atStart?.volume));
    expect(units('ETH', halfway?.close ?? '')).toBe(priceUnits('ETH', clock.now() / 1000));
  });
});

describe('MARKET_FEED', () => {
  it('defaults to the simulated feed and refuses a source that does not exist', () => {
    const env = { NODE_ENV: 'test', AUTH_SECRET: 'a'.repeat(32) } as const;
    expect(loadConfig(env).marketFeed).toBe('simulated');
    expect(loadConfig({ ...env, MARKET_FEED: 'binance' }).marketFeed).toBe('binance');
    expect(() => loadConfig({ ...env, MARKET_FEED: 'kraken' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, MARKET_FEED: 'kraken' })).toThrow(/MARKET_FEED/);
  });

  it('the simulated feed is never stale', () => {
    expect(PAIRS.some((symbol) => atLater.isStale(symbol))).toBe(false);
  });
});
