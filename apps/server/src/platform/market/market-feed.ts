import type { Candle, CandleInterval, PairSymbol, Ticker } from '@kapital/shared';

/** Hears every pair's ticker on each tick. Must not throw: it runs inside the feed's timer. */
export type TickListener = (tickers: readonly Ticker[]) => void;

/**
 * Where market prices come from. The simulated feed is the default; a live exchange feed
 * implements the same interface and is chosen by MARKET_FEED.
 */
export interface MarketFeed {
  /** Every pair's latest ticker, in PAIRS order; a live feed leaves out a pair with no price yet. */
  tickers(): readonly Ticker[];
  /** The newest `limit` candles of a pair, oldest first; the last one is still forming. */
  candles(symbol: PairSymbol, interval: CandleInterval, limit: number): Promise<Candle[]>;
  /** Calls the listener on every tick, about once a second; returns the unsubscribe. */
  subscribe(listener: TickListener): () => void;
  /**
   * True when the pair's price is older than MARKET_STALE_SECONDS (or there is none yet): no
   * order may fill on it until a fresh one arrives.
   */
  isStale(symbol: PairSymbol): boolean;
  /** Starts ticking. The server does, on start; tests tick a manual clock instead. */
  start(): void;
  stop(): void;
}
