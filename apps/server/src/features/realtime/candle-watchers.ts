import {
  type CandleClientMessage,
  type CandleInterval,
  MAX_WATCHED_CANDLES,
  type PairSymbol,
  type ServerMessage,
} from '@kapital/shared';
import type { MarketFeed } from '../../platform/market/market-feed.ts';

const keyOf = (symbol: PairSymbol, interval: CandleInterval) => `${symbol}:${interval}`;

/**
 * The charts each socket shows, and on every tick the forming candle of each pair and interval
 * that anyone watches: read once, serialised once, sent to its watchers through `sendSuperseded`
 * (a socket that is not keeping up skips a candle, as it skips a ticker: the next one
 * supersedes it).
 */
export function createCandleWatchers<Socket>(
  market: MarketFeed,
  sendSuperseded: (socket: Socket, frame: string) => void,
) {
  const watchersByKey = new Map<
    string,
    { symbol: PairSymbol; interval: CandleInterval; sockets: Set<Socket> }
  >();
  const keysBySocket = new Map<Socket, Set<string>>();
  let sending = false;
  let tickedWhileSending = false;

  function watch(socket: Socket, symbol: PairSymbol, interval: CandleInterval): void {
    const keys = keysBySocket.get(socket) ?? new Set<string>();
    const key = keyOf(symbol, interval);
    if (keys.has(key) || keys.size >= MAX_WATCHED_CANDLES) return;
    keys.add(key);
    keysBySocket.set(socket, keys);
    const watchers = watchersByKey.get(key) ?? { symbol, interval, sockets: new Set() };
    watchers.sockets.add(socket);
    watchersByKey.set(key, watchers);
  }

  function unwatch(socket: Socket, key: string): void {
    keysBySocket.get(socket)?.delete(key);
    const watchers = watchersByKey.get(key);
    if (!watchers) return;
    watchers.sockets.delete(socket);
    if (watchers.sockets.size === 0) watchersByKey.delete(key);
  }

  async function sendCandles(): Promise<void> {
    for (const { symbol, interval, sockets } of [...watchersByKey.values()]) {
      const [candle] = await market.candles(symbol, interval, 1);
      if (!candle) continue;
      const message: ServerMessage = { type: 'candle', symbol, interval, candle };
      const frame = JSON.stringify(message);
      for (const socket of sockets) sendSuperseded(socket, frame);
    }
  }

  return {
    /** A browser's watch or unwatch message. */
    handle(socket: Socket, message: CandleClientMessage): void {
      if (message.type === 'watch-candles') watch(socket, message.symbol, message.interval);
      else unwatch(socket, keyOf(message.symbol, message.interval));
    },

    /** The socket closed: it watches nothing any more. */
    forget(socket: Socket): void {
      for (const key of [...(keysBySocket.get(socket) ?? [])]) unwatch(socket, key);
      keysBySocket.delete(socket);
    },

    /**
     * A tick: every watched candle goes out. Ticks that come while candles are still being read
     * make one more round after it, with the latest: a slow feed never piles up reads, and the
     * last candle sent is always the newest.
     */
    tick(onError: (error: unknown) => void): void {
      if (watchersByKey.size === 0) return;
      if (sending) {
        tickedWhileSending = true;
        return;
      }
      sending = true;
      sendCandles()
        .catch(onError)
        .finally(() => {
          sending = false;
          if (tickedWhileSending) {
            tickedWhileSending = false;
            this.tick(onError);
          }
        });
    },

    /** How many pair-and-interval streams are watched (for tests and figures). */
    watchedStreams: () => watchersByKey.size,
  };
}
