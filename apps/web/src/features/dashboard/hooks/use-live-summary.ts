import { useCallback, useSyncExternalStore } from 'react';
import { type LiveTickers, liveTickers } from '@/lib/market/live-tickers.ts';
import {
  type OpenPositionFigures,
  type OpenPositionsSummary,
  summarizeOpenPositions,
} from '../lib/open-positions-summary.ts';

/**
 * The open positions' summary at the latest prices, re-rendered when one of their pairs ticks
 * and the total result actually changes (the snapshot is the result as text, so an unchanged
 * total renders nothing).
 */
export function useLiveSummary(
  positions: readonly OpenPositionFigures[],
  store: LiveTickers = liveTickers,
): OpenPositionsSummary {
  const symbols = [...new Set(positions.map((position) => position.symbol))].sort().join(',');
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = symbols
        .split(',')
        .filter(Boolean)
        .map((symbol) => store.subscribe(symbol, listener));
      return () => {
        for (const stop of stops) stop();
      };
    },
    [store, symbols],
  );
  const priceOf = (symbol: string) => store.get(symbol)?.price;
  const resultText = useSyncExternalStore(
    subscribe,
    () => {
      const { result } = summarizeOpenPositions(positions, priceOf);
      return result === null ? 'none' : result.toString();
    },
    // A page drawn on the server has no live prices, and hydrates with none.
    () => 'none',
  );
  const summary = summarizeOpenPositions(positions, () => undefined);
  return { ...summary, result: resultText === 'none' ? null : BigInt(resultText) };
}
