import type { Candle, CandleInterval } from '@kapital/shared';
import { addDecimals, compareDecimals } from './decimal.ts';
import type { Kline } from './frames.ts';

const MINUTE_MS = 60_000;
const INTERVAL_MS: Record<CandleInterval, number> = {
  '1m': MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '1h': 60 * MINUTE_MS,
};

export interface KlineHistory {
  /**
   * Keeps the newer state of a minute: final numbers beat forming ones, then the later event
   * wins. An older minute arriving late fills its own slot and never touches a newer minute.
   */
  add(kline: Kline): void;
  /** The start of the newest minute held, where a backfill after a gap begins. */
  newestStart(): number | undefined;
  /** The newest `limit` candles of the interval, oldest first, built from the minutes held. */
  candles(interval: CandleInterval, limit: number): Candle[];
}

/**
 * One pair's one-minute klines by start time, from the stream and from REST backfills, which
 * overlap and may arrive late, twice, or out of order. Keeps the newest `retainedMinutes`.
 */
export function createKlineHistory(retainedMinutes: number): KlineHistory {
  const byStart = new Map<number, Kline>();
  let newest: number | undefined;

  return {
    add(kline) {
      const known = byStart.get(kline.start);
      if (known?.closed && !kline.closed) return;
      if (known && known.closed === kline.closed && known.eventTime > kline.eventTime) return;
      byStart.set(kline.start, kline);
      if (newest === undefined || kline.start > newest) newest = kline.start;
      if (byStart.size <= retainedMinutes) return;
      for (const start of byStart.keys()) {
        if (start <= newest - retainedMinutes * MINUTE_MS) byStart.delete(start);
      }
    },

    newestStart: () => newest,

    candles(interval, limit) {
      const width = INTERVAL_MS[interval];
      const minutes = [...byStart.values()].sort((a, b) => a.start - b.start);
      const candles: Candle[] = [];
      for (const kline of minutes) {
        const time = (kline.start - (kline.start % width)) / 1000;
        const last = candles.at(-1);
        if (last?.time !== time) {
          const { open, high, low, close, volume } = kline;
          candles.push({ time, open, high, low, close, volume });
          continue;
        }
        if (compareDecimals(kline.high, last.high) > 0) last.high = kline.high;
        if (compareDecimals(kline.low, last.low) < 0) last.low = kline.low;
        last.close = kline.close;
        last.volume = addDecimals(last.volume, kline.volume);
      }
      return candles.slice(-limit);
    },
  };
}
