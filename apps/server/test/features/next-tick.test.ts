import type { Ticker } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import { nextTickPrice } from '../../src/features/trading/next-tick.ts';
import type { MarketFeed, TickListener } from '../../src/platform/market/market-feed.ts';

/** A feed whose ticks and staleness the test sets. */
function fakeFeed(stale: boolean) {
  const listeners = new Set<TickListener>();
  const feed: MarketFeed = {
    tickers: () => [],
    candles: async () => [],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isStale: () => stale,
    start: () => {},
    stop: () => {},
  };
  const tick = (price: string) => {
    const ticker = { symbol: 'BTC', price } as Ticker;
    for (const listener of [...listeners]) listener([ticker]);
  };
  return { feed, tick, listening: () => listeners.size };
}

describe('nextTickPrice', () => {
  it("fills at the next tick's price, not at the one before", async () => {
    const { feed, tick, listening } = fakeFeed(false);
    tick('100');
    const price = nextTickPrice(feed, 'BTC');
    tick('101.5');
    await expect(price).resolves.toBe('101.5');
    expect(listening()).toBe(0);
  });

  it('refuses an order while the price is stale', async () => {
    const { feed, tick } = fakeFeed(true);
    const price = nextTickPrice(feed, 'BTC');
    tick('100');
    await expect(price).rejects.toMatchObject({ statusCode: 503, code: 'MARKET_STALE' });
  });
});
