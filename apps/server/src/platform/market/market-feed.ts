import type { Candle, CandleInterval, PairSymbol, Ticker } from '@kapital/shared';

/** Hears every pair's ticker on each tick. Must not throw: it runs inside the feed's timer. */
export type TickListener = (tickers: readonly Ticker[]) => void;

/**
 * Where market prices come from. The simulated feed is the default; a live exchange feed
 * implements the same interface and is chosen by MARKET_FEED.
 */
export interface MarketFeed {
  /** Every pair's latest ticker, in PAIRS order. */
  tickers(): readonly Ticker[];
  /** The newest `limit` candles of a pair, oldest first; the last one is still forming. */
  candles(symbol: PairSymbol, interval: CandleInterval, limit: number): Promise<Candle[]>;
  /** Calls the listener on every tick, about once a second; returns the unsubscribe. */
  subscribe(listener: TickListener): () => void;
  /** Starts ticking. The server does, on start; tests tick a manual clock instead. */
  start(): void;
  stop(): void;
}
