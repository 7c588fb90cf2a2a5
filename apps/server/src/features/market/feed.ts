import type { Config } from '../../config.ts';
import type { MarketFeed } from '../../platform/market/market-feed.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { createBinanceFeed } from './binance/binance-feed.ts';
import { createSimulatedFeed } from './simulated-feed.ts';

export type MarketFeedConfig = Pick<
  Config,
  'marketFeed' | 'marketStaleSeconds' | 'binanceWsUrl' | 'binanceRestUrl'
>;

export function createMarketFeed(config: MarketFeedConfig, clock: Clock): MarketFeed {
  switch (config.marketFeed) {
    case 'simulated':
      return createSimulatedFeed(clock);
    case 'binance':
      return createBinanceFeed({
        wsUrl: config.binanceWsUrl,
        restUrl: config.binanceRestUrl,
        staleSeconds: config.marketStaleSeconds,
        clock,
      });
  }
}
