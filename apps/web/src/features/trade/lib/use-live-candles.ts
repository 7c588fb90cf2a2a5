import type { Candle, CandleInterval } from '@kapital/shared';
import type { PairSymbol } from '@kapital/shared/constants';
import { useEffect, useState } from 'react';
import { type CandleStream, candleStream } from '@/lib/market/candle-stream.ts';
import { applyCandle } from './live-candles.ts';

/**
 * The history read from the server, moved on by the forming candle the server streams over the
 * WebSocket on every tick: the chart follows the price without a reload. A new history (another
 * interval, or read again) starts over from it.
 */
export function useLiveCandles(
  symbol: PairSymbol,
  interval: CandleInterval,
  history: readonly Candle[] | undefined,
  stream: CandleStream = candleStream,
): readonly Candle[] | undefined {
  const [live, setLive] = useState({ history, candles: history });
  // The render after a new history shows it at once, not one tick later.
  const current = live.history === history ? live : { history, candles: history };
  if (current !== live) setLive(current);

  useEffect(() => {
    if (!history) return;
    const keep = Math.max(history.length, 1);
    return stream.watch(symbol, interval, (forming) => {
      setLive((before) => {
        if (before.history !== history || !before.candles) return before;
        const candles = applyCandle(before.candles, forming, keep);
        return candles === before.candles ? before : { history, candles };
      });
    });
  }, [stream, symbol, interval, history]);

  return current.candles;
}
