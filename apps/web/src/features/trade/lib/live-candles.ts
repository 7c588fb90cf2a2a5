import type { Candle, CandleInterval } from '@kapital/shared';

/** Seconds in one candle of each interval. */
export const INTERVAL_SECONDS: Record<CandleInterval, number> = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '1h': 3600,
};

/** The start (Unix seconds) of the bucket a moment falls in. */
export function bucketStart(unixSeconds: number, interval: CandleInterval): number {
  const width = INTERVAL_SECONDS[interval];
  return Math.floor(unixSeconds / width) * width;
}

/** A decimal string as a scaled bigint, so prices compare exactly whatever their decimals. */
function scaled(value: string, decimals: number): bigint {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const units = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  return negative ? -units : units;
}

function decimalsOf(value: string): number {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
}

/** Compares two decimal strings exactly: negative, zero or positive like a sort comparator. */
export function compareDecimals(a: string, b: string): number {
  const decimals = Math.max(decimalsOf(a), decimalsOf(b));
  const difference = scaled(a, decimals) - scaled(b, decimals);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

const higher = (a: string, b: string) => (compareDecimals(a, b) >= 0 ? a : b);
const lower = (a: string, b: string) => (compareDecimals(a, b) <= 0 ? a : b);

/** A price the server sent at a moment (a tick of the WebSocket's `tickers`). */
export interface PriceTick {
  price: string;
  /** ISO time of the tick. */
  time: string;
}

/**
 * The candles after a tick: in the forming candle's bucket it moves that candle's high, low and
 * close; in a later bucket it opens a new candle at the previous close. A tick older than the
 * forming candle, or one that changes nothing, returns the same array. At most `keep` candles
 * are kept, dropping the oldest. Prices stay decimal strings: the chart alone turns them into
 * numbers.
 */
export function applyTick(
  candles: readonly Candle[],
  tick: PriceTick,
  interval: CandleInterval,
  keep = Number.POSITIVE_INFINITY,
): readonly Candle[] {
  const last = candles.at(-1);
  const seconds = Math.floor(Date.parse(tick.time) / 1000);
  if (!last || Number.isNaN(seconds)) return candles;
  const bucket = bucketStart(seconds, interval);
  if (bucket < last.time) return candles;
  if (bucket === last.time) {
    const next: Candle = {
      ...last,
      high: higher(last.high, tick.price),
      low: lower(last.low, tick.price),
      close: tick.price,
    };
    if (next.high === last.high && next.low === last.low && next.close === last.close) {
      return candles;
    }
    return [...candles.slice(0, -1), next];
  }
  const opened: Candle = {
    time: bucket,
    open: last.close,
    high: higher(last.close, tick.price),
    low: lower(last.close, tick.price),
    close: tick.price,
    // A tick carries no traded amount: the new candle's volume is known from the next history.
    volume: '0',
  };
  const next = [...candles, opened];
  return next.length > keep ? next.slice(next.length - keep) : next;
}

/** The decimals a pair's prices are written with ("97123.45" -> 2), for the chart's axis. */
export function priceDecimals(candles: readonly Candle[]): number {
  const last = candles.at(-1);
  return last ? decimalsOf(last.close) : 2;
}
