import type { Candle, CandleInterval } from '@kapital/shared';
import { useEffect, useState } from 'react';
import { type LiveTickers, liveTickers } from '@/lib/market/live-tickers.ts';
import { applyTick } from './live-candles.ts';

/**
 * The history read from the server, moved on by every tick of the pair that arrives over the
 * WebSocket: the forming candle follows the price without a reload. A new history (another
 * interval, or read again) starts over from it.
 */
export function useLiveCandles(
  symbol: string,
  interval: CandleInterval,
  history: readonly Candle[] | undefined,
  store: LiveTickers = liveTickers,
): readonly Candle[] | undefined {
  const [live, setLive] = useState({ history, candles: history });
  // The render after a new history shows it at once, not one tick later.
  const current = live.history === history ? live : { history, candles: history };
  if (current !== live) setLive(current);

  useEffect(() => {
    if (!history) return;
    const keep = Math.max(history.length, 1);
    const onTick = () => {
      const ticker = store.get(symbol);
      if (!ticker) return;
      setLive((before) => {
        if (before.history !== history || !before.candles) return before;
        const candles = applyTick(before.candles, ticker, interval, keep);
        return candles === before.candles ? before : { history, candles };
      });
    };
    onTick();
    return store.subscribe(symbol, onTick);
  }, [store, symbol, interval, history]);

  return current.candles;
}
