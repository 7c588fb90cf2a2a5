import { describe, expect, it } from 'vitest';
import { readPairAddress } from './pairs.ts';

describe('readPairAddress', () => {
  it('reads a pair from its own address', () => {
    expect(readPairAddress('BTC', 'bitcoin')).toEqual({ kind: 'pair', symbol: 'BTC' });
    expect(readPairAddress('ETH', 'ethereum')).toEqual({ kind: 'pair', symbol: 'ETH' });
  });

  it("sends a known symbol with another name, or in small letters, to the pair's address", () => {
    expect(readPairAddress('BTC', 'ethereum')).toEqual({
      kind: 'redirect',
      to: '/trade/BTC/bitcoin',
    });
    expect(readPairAddress('eth', 'ethereum')).toEqual({
      kind: 'redirect',
      to: '/trade/ETH/ethereum',
    });
  });

  it('finds no pair for an unknown symbol', () => {
    expect(readPairAddress('XYZ', 'bitcoin')).toEqual({ kind: 'unknown', symbol: 'XYZ' });
    expect(readPairAddress(undefined, undefined)).toEqual({ kind: 'unknown', symbol: '' });
  });
});
