import type { Config } from '../../config.ts';
import type { MarketFeed } from '../../platform/market/market-feed.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { createSimulatedFeed } from './simulated-feed.ts';

export function createMarketFeed(config: Pick<Config, 'marketFeed'>, clock: Clock): MarketFeed {
  switch (config.marketFeed) {
    case 'simulated':
      return createSimulatedFeed(clock);
  }
}
