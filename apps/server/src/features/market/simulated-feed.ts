import {
  type Candle,
  type CandleInterval,
  PAIRS,
  type PairSymbol,
  QUOTE_ASSET,
  type Ticker,
} from '@kapital/shared';
import type { MarketFeed, TickListener } from '../../platform/market/market-feed.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { PAIR_MODELS } from './pairs.ts';
import { minuteVolumeUnits, priceUnits, samplePrices } from './price-model.ts';
import { formatUnits, percentChange } from './units.ts';

const TICK_MS = 1000;
const DAY_SECONDS = 86_400;
const DAY_MINUTES = 1440;
const INTERVAL_SECONDS: Record<CandleInterval, number> = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '1h': 3600,
};
/** A candle samples 60 prices: every second of a 1m candle, every minute of a 1h one. */
const SAMPLES_PER_CANDLE = 60;

/** OHLC and volume in the pair's smallest units. */
interface Bucket {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/**
 * The default feed: prices from the deterministic price model (price-model.ts). Nothing is
 * stored; a day of one-minute buckets is kept in memory for the 24 h statistics and rebuilt
 * from the model after a restart.
 */
export function createSimulatedFeed(clock: Clock): MarketFeed {
  const listeners = new Set<TickListener>();
  const minuteBuckets = new Map<number, Map<PairSymbol, Bucket>>();
  let cachedTickers: { second: number; tickers: readonly Ticker[] } | undefined;
  let candleCache: { second: number; entries: Map<string, Candle[]> } = {
    second: -1,
    entries: new Map(),
  };
  let stopTicking: (() => void) | undefined;
  let lastTick = -1;

  const currentSecond = () => Math.floor(clock.now() / 1000);

  function completeMinute(minute: number): Map<PairSymbol, Bucket> {
    let buckets = minuteBuckets.get(minute);
    if (!buckets) {
      buckets = new Map();
      // Pairs inner: the model samples the shared market noise once for all of them.
      for (const symbol of PAIRS) {
        buckets.set(symbol, bucket(symbol, minute * 60, minute * 60 + 59, 1));
      }
      minuteBuckets.set(minute, buckets);
    }
    return buckets;
  }

  /** The 24 h window is the last 1440 one-minute buckets, the current one up to this second. */
  function tickersAt(second: number): readonly Ticker[] {
    if (cachedTickers?.second === second) return cachedTickers.tickers;
    const minute = Math.floor(second / 60);
    const window: Map<PairSymbol, Bucket>[] = [];
    for (let m = minute - DAY_MINUTES + 1; m < minute; m += 1) window.push(completeMinute(m));
    forgetMinutesOutside(minute - DAY_MINUTES + 1, minute);
    const time = new Date(second * 1000).toISOString();
    const tickers = PAIRS.map((symbol): Ticker => {
      const model = PAIR_MODELS[symbol];
      const current = bucket(symbol, minute * 60, second, 1);
      let { high, low, volume } = current;
      for (const buckets of window) {
        const past = buckets.get(symbol) as Bucket;
        if (past.high > high) high = past.high;
        if (past.low < low) low = past.low;
        volume += past.volume;
      }
      return {
        symbol,
        pair: `${symbol}${QUOTE_ASSET}`,
        price: formatUnits(current.close, model.priceDecimals),
        change24h: percentChange(priceUnits(symbol, second - DAY_SECONDS), current.close),
        high24h: formatUnits(high, model.priceDecimals),
        low24h: formatUnits(low, model.priceDecimals),
        volume24h: formatUnits(volume, model.volumeDecimals),
        time,
      };
    });
    cachedTickers = { second, tickers };
    return tickers;
  }

  /** Keeps the cache to the window [first, current): a minute that rolled out, or a clock jump. */
  function forgetMinutesOutside(first: number, current: number): void {
    if (minuteBuckets.size <= DAY_MINUTES) return;
    for (const minute of minuteBuckets.keys()) {
      if (minute < first || minute >= current) minuteBuckets.delete(minute);
    }
  }

  function tick(): void {
    const second = currentSecond();
    if (second === lastTick) return;
    lastTick = second;
    const tickers = tickersAt(second);
    for (const listener of listeners) listener(tickers);
  }

  return {
    tickers: () => tickersAt(currentSecond()),

    async candles(symbol, interval, limit) {
      const second = currentSecond();
      if (candleCache.second !== second) candleCache = { second, entries: new Map() };
      // One entry per pair and interval, the longest asked for: at most 44, whatever the limits.
      const key = `${symbol}:${interval}`;
      const cached = candleCache.entries.get(key);
      if (cached && cached.length >= limit) return cached.slice(-limit);
      const width = INTERVAL_SECONDS[interval];
      const step = width / SAMPLES_PER_CANDLE;
      const lastStart = second - (second % width);
      const candles: Candle[] = [];
      for (let index = limit - 1; index >= 0; index -= 1) {
        const start = lastStart - index * width;
        const end = Math.min(start + width - 1, second);
        candles.push(candleJson(symbol, start, bucket(symbol, start, end, step)));
      }
      candleCache.entries.set(key, candles);
      return candles;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    // The price is computed from the clock, so it is as fresh as the clock.
    isStale: () => false,

    start() {
      stopTicking ??= clock.every(TICK_MS, tick);
    },

    stop() {
      stopTicking?.();
      stopTicking = undefined;
    },
  };
}

/**
 * OHLC of the seconds `start`..`end` (both included), sampled every `step` seconds from `start`;
 * the close is always the price at `end`. Volume counts whole minutes, the last one pro rata.
 */
function bucket(symbol: PairSymbol, start: number, end: number, step: number): Bucket {
  const prices = samplePrices(symbol, start, Math.floor((end - start) / step) + 1, step);
  if ((end - start) % step !== 0) prices.push(priceUnits(symbol, end));
  let high = prices[0] as number;
  let low = high;
  for (const price of prices) {
    if (price > high) high = price;
    if (price < low) low = price;
  }
  const lastMinute = Math.floor(end / 60);
  let volume = Math.round((minuteVolumeUnits(symbol, lastMinute) * ((end % 60) + 1)) / 60);
  for (let minute = Math.floor(start / 60); minute < lastMinute; minute += 1) {
    volume += minuteVolumeUnits(symbol, minute);
  }
  return { open: prices[0] as number, high, low, close: prices.at(-1) as number, volume };
}

function candleJson(
  symbol: PairSymbol,
  start: number,
  { open, high, low, close, volume }: Bucket,
): Candle {
  const { priceDecimals, volumeDecimals } = PAIR_MODELS[symbol];
  return {
    time: start,
    open: formatUnits(open, priceDecimals),
    high: formatUnits(high, priceDecimals),
    low: formatUnits(low, priceDecimals),
    close: formatUnits(close, priceDecimals),
    volume: formatUnits(volume, volumeDecimals),
  };
}
