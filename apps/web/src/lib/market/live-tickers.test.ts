import type { Ticker } from '@kapital/shared';
import { describe, expect, it, vi } from 'vitest';
import { createLiveTickers } from './live-tickers.ts';

const tick = (symbol: Ticker['symbol'], price: string, change24h = '1.00'): Ticker => ({
  symbol,
  pair: `${symbol}USDT`,
  price,
  change24h,
  high24h: price,
  low24h: price,
  volume24h: '10.00',
  time: new Date().toISOString(),
});

describe('live tickers', () => {
  it('keeps the latest tick of each pair', () => {
    const store = createLiveTickers();
    expect(store.get('BTC')).toBeUndefined();
    store.set([tick('BTC', '97000.00'), tick('ETH', '3400.00')]);
    store.set([tick('BTC', '97001.50')]);
    expect(store.get('BTC')?.price).toBe('97001.50');
    expect(store.get('ETH')?.price).toBe('3400.00');
  });

  it('tells only the listeners of a pair that moved', () => {
    const store = createLiveTickers();
    const btc = vi.fn();
    const eth = vi.fn();
    store.subscribe('BTC', btc);
    store.subscribe('ETH', eth);

    store.set([tick('BTC', '97000.00'), tick('ETH', '3400.00')]);
    expect([btc.mock.calls.length, eth.mock.calls.length]).toEqual([1, 1]);

    // The next second: BTC moved, ETH did not.
    store.set([tick('BTC', '97000.10'), tick('ETH', '3400.00')]);
    expect([btc.mock.calls.length, eth.mock.calls.length]).toEqual([2, 1]);

    // A new time alone is not news; a change in the 24 h figure alone is.
    store.set([tick('ETH', '3400.00')]);
    expect(eth).toHaveBeenCalledTimes(1);
    store.set([tick('ETH', '3400.00', '-0.50')]);
    expect(eth).toHaveBeenCalledTimes(2);
  });

  it('tells the listeners when only the staleness of a frozen price flips', () => {
    const store = createLiveTickers();
    const listener = vi.fn();
    store.subscribe('BTC', listener);
    store.set([tick('BTC', '97000.00')]);
    store.set([{ ...tick('BTC', '97000.00'), stale: true }]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get('BTC')?.stale).toBe(true);
    store.set([{ ...tick('BTC', '97000.00'), stale: true }]);
    expect(listener).toHaveBeenCalledTimes(2);
    store.set([{ ...tick('BTC', '97000.00'), stale: false }]);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.get('BTC')?.stale).toBe(false);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const store = createLiveTickers();
    const listener = vi.fn();
    const unsubscribe = store.subscribe('SOL', listener);
    store.set([tick('SOL', '180.00')]);
    unsubscribe();
    store.set([tick('SOL', '181.00')]);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
