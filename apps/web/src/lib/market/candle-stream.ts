import type { Candle, CandleInterval, ClientMessage, PairSymbol } from '@kapital/shared';

type CandleListener = (candle: Candle) => void;
type Send = (message: ClientMessage) => void;

/** The first element of every market query's key: history the socket may have missed. */
export const MARKET_QUERY_ROOT = 'market';

const keyOf = (symbol: string, interval: CandleInterval) => `${symbol}:${interval}`;

/**
 * The charts on screen and their forming candles. A chart watches a pair and interval; the
 * server is asked for each one once, whatever the number of charts showing it, and asked
 * again for all of them whenever the socket (re)connects.
 */
export function createCandleStream() {
  const listeners = new Map<
    string,
    { symbol: PairSymbol; interval: CandleInterval; heard: Set<CandleListener> }
  >();
  let send: Send | null = null;

  return {
    /** The socket is open: it asks for every chart shown. */
    attach(socketSend: Send): void {
      send = socketSend;
      for (const { symbol, interval } of listeners.values()) {
        send({ type: 'watch-candles', symbol, interval });
      }
    },
    /** The socket closed: nothing can be asked until the next attach. */
    detach(): void {
      send = null;
    },
    /** A forming candle from the server, for whoever watches its pair and interval. */
    receive(symbol: string, interval: CandleInterval, candle: Candle): void {
      for (const listener of listeners.get(keyOf(symbol, interval))?.heard ?? []) listener(candle);
    },
    /** Hears the forming candle of a pair and interval on each tick; returns the unwatch. */
    watch(symbol: PairSymbol, interval: CandleInterval, listener: CandleListener): () => void {
      const key = keyOf(symbol, interval);
      let entry = listeners.get(key);
      if (!entry) {
        entry = { symbol, interval, heard: new Set() };
        listeners.set(key, entry);
        send?.({ type: 'watch-candles', symbol, interval });
      }
      const watched = entry;
      watched.heard.add(listener);
      return () => {
        watched.heard.delete(listener);
        if (watched.heard.size > 0 || listeners.get(key) !== watched) return;
        listeners.delete(key);
        send?.({ type: 'unwatch-candles', symbol, interval });
      };
    },
  };
}

export type CandleStream = ReturnType<typeof createCandleStream>;

/** The one stream the WebSocket feeds and the trade screen's chart reads. */
export const candleStream = createCandleStream();
