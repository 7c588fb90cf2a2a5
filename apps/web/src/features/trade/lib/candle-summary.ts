import type { Candle, CandleInterval, PairSymbol } from '@kapital/shared';
import type { TFunction } from 'i18next';
import { formatTimeOfDay } from '@/lib/format-date.ts';
import { formatPrice } from '@/lib/market/format-ticker.ts';

/**
 * The latest candle in words, for people who cannot see the chart: "Latest 1m candle, from
 * 01:05: open 97,100.00, high 97,180.25, low 97,050.00, close 97,120.10."
 */
export function candleSummary(
  candle: Candle | undefined,
  interval: CandleInterval,
  symbol: PairSymbol,
  t: TFunction<'trade'>,
): string {
  if (!candle) return t('chart.noCandles', { interval });
  const price = (value: string) => formatPrice(value, symbol);
  return t('chart.summary', {
    interval,
    time: formatTimeOfDay(candle.time),
    open: price(candle.open),
    high: price(candle.high),
    low: price(candle.low),
    close: price(candle.close),
  });
}
