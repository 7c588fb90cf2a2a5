import type { PairSymbol } from '@kapital/shared';
import { MARKET_ERROR_CODES } from '@kapital/shared/errors';
import { AppError } from '../../platform/http/app-error.ts';
import type { MarketFeed } from '../../platform/market/market-feed.ts';

/** How long an order waits for the market's next tick before it is refused. */
const TICK_WAIT_MS = 5_000;

/**
 * The pair's price at the market's next tick: orders fill there, never at a price the browser
 * saw (or sent). A market that does not tick within 5 s, or whose price for the pair is stale
 * (MARKET_STALE_SECONDS), refuses the order with 503.
 */
export function nextTickPrice(market: MarketFeed, symbol: PairSymbol): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(
        new AppError(
          503,
          MARKET_ERROR_CODES.unavailable,
          'The market has no fresh price; try again shortly',
        ),
      );
    }, TICK_WAIT_MS);
    const unsubscribe = market.subscribe((tickers) => {
      const ticker = tickers.find((candidate) => candidate.symbol === symbol);
      if (!ticker) return;
      clearTimeout(timer);
      unsubscribe();
      if (market.isStale(symbol)) {
        reject(
          new AppError(
            503,
            MARKET_ERROR_CODES.stale,
            `The ${symbol} price is out of date; orders open again once it is fresh`,
          ),
        );
        return;
      }
      resolve(ticker.price);
    });
  });
}
