import type { Ticker } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import { formatChange, formatPrice, inPairOrder, pairLabel } from './format-ticker.ts';

describe('formatPrice', () => {
  it('groups thousands and keeps the decimals the server sent', () => {
    expect(formatPrice('97123.45')).toBe('97,123.45');
    expect(formatPrice('1234567.1')).toBe('1,234,567.1');
    expect(formatPrice('190.20')).toBe('190.20');
    expect(formatPrice('0.08123')).toBe('0.08123');
    expect(formatPrice('100')).toBe('100');
    expect(formatPrice('1000')).toBe('1,000');
  });
});

describe('formatChange', () => {
  it('signs a rise with + and a fall with a minus sign', () => {
    expect(formatChange('1.25')).toEqual({ text: '+1.25%', direction: 'up' });
    expect(formatChange('+0.01')).toEqual({ text: '+0.01%', direction: 'up' });
    expect(formatChange('-0.40')).toEqual({ text: '\u22120.40%', direction: 'down' });
    expect(formatChange('-12.00')).toEqual({ text: '\u221212.00%', direction: 'down' });
  });

  it('leaves no change unsigned', () => {
    expect(formatChange('0.00')).toEqual({ text: '0.00%', direction: 'flat' });
    expect(formatChange('-0.00')).toEqual({ text: '0.00%', direction: 'flat' });
    expect(formatChange('0')).toEqual({ text: '0%', direction: 'flat' });
  });
});

describe('pairLabel', () => {
  it('quotes against USDT', () => {
    expect(pairLabel('DOGE')).toBe('DOGE/USDT');
  });
});

describe('inPairOrder', () => {
  const ticker = (symbol: Ticker['symbol']): Ticker => ({
    symbol,
    pair: `${symbol}USDT`,
    price: '1.00',
    change24h: '0.00',
    high24h: '1.00',
    low24h: '1.00',
    volume24h: '0',
    time: '2025-01-01T00:00:00.000Z',
  });

  it("sorts into the seed's ticker order", () => {
    const sorted = inPairOrder([ticker('FTM'), ticker('ETH'), ticker('BTC'), ticker('MATIC')]);
    expect(sorted.map((entry) => entry.symbol)).toEqual(['BTC', 'ETH', 'MATIC', 'FTM']);
  });
});
