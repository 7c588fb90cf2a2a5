import type { Ticker } from '@kapital/shared';
import { useCallback, useSyncExternalStore } from 'react';

type Listener = () => void;

/**
 * Everything a tick shows; its time alone changing is not worth a render. Staleness counts: a
 * frozen price going stale (or fresh again) changes nothing but that flag, and it pauses orders.
 */
function sameFigures(a: Ticker, b: Ticker): boolean {
  return (
    a.stale === b.stale &&
    a.price === b.price &&
    a.change24h === b.change24h &&
    a.high24h === b.high24h &&
    a.low24h === b.low24h &&
    a.volume24h === b.volume24h
  );
}

/**
 * The latest tick of each pair, outside TanStack Query: a tick arrives every second, and each
 * one should re-render the few elements that show that pair's price, not every observer of a
 * query (and whatever they render).
 */
export function createLiveTickers() {
  const latest = new Map<string, Ticker>();
  const listeners = new Map<string, Set<Listener>>();

  return {
    /** Stores a tick; only the pairs whose figures moved tell their listeners. */
    set(tickers: readonly Ticker[]): void {
      for (const ticker of tickers) {
        const before = latest.get(ticker.symbol);
        if (before && sameFigures(before, ticker)) continue;
        latest.set(ticker.symbol, ticker);
        for (const listener of listeners.get(ticker.symbol) ?? []) listener();
      }
    },
    get(symbol: string): Ticker | undefined {
      return latest.get(symbol);
    },
    subscribe(symbol: string, listener: Listener): () => void {
      let forSymbol = listeners.get(symbol);
      if (!forSymbol) {
        forSymbol = new Set();
        listeners.set(symbol, forSymbol);
      }
      forSymbol.add(listener);
      return () => forSymbol.delete(listener);
    },
  };
}

export type LiveTickers = ReturnType<typeof createLiveTickers>;

/** The one store the WebSocket writes to and the strip and the trade screen read from. */
export const liveTickers = createLiveTickers();

const noTick = () => undefined;

/** One pair's latest tick; the component re-renders when that pair moves, and only then. */
export function useLiveTicker(
  symbol: string,
  store: LiveTickers = liveTickers,
): Ticker | undefined {
  const subscribe = useCallback(
    (listener: Listener) => store.subscribe(symbol, listener),
    [store, symbol],
  );
  // A page drawn on the server has no live tick, and hydrates with none: the socket opens after.
  return useSyncExternalStore(subscribe, () => store.get(symbol), noTick);
}
