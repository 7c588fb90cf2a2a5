import type { Candle, PairSymbol } from '@kapital/shared';
import { pairPriceDecimals } from '@/lib/market/format-ticker.ts';

function decimalsOf(value: string): number {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
}

const sameCandle = (a: Candle, b: Candle) =>
  a.open === b.open &&
  a.high === b.high &&
  a.low === b.low &&
  a.close === b.close &&
  a.volume === b.volume;

/**
 * The candles after the server's forming candle arrives: it replaces the last one when it is
 * the same bucket, and follows it when it is a later one (the last one is then complete). An
 * older candle, or one that changes nothing, returns the same array. At most `keep` candles are
 * kept, dropping the oldest. Prices stay decimal strings: the chart alone turns them into
 * numbers.
 */
export function applyCandle(
  candles: readonly Candle[],
  forming: Candle,
  keep = Number.POSITIVE_INFINITY,
): readonly Candle[] {
  const last = candles.at(-1);
  if (!last || forming.time < last.time) return candles;
  if (forming.time === last.time) {
    return sameCandle(last, forming) ? candles : [...candles.slice(0, -1), forming];
  }
  const next = [...candles, forming];
  return next.length > keep ? next.slice(next.length - keep) : next;
}

/**
 * The decimals the chart's axis writes a pair's prices with: the pair's own (BTC 2, DOGE 5), as
 * the rest of the screen pads them, or more when the latest close has more (never cutting a
 * digit). A feed that trims zeros ("97090") still gets the pair's decimals.
 */
export function priceDecimals(symbol: PairSymbol, candles: readonly Candle[]): number {
  const last = candles.at(-1);
  return Math.max(pairPriceDecimals(symbol) ?? 2, last ? decimalsOf(last.close) : 0);
}
