import type { Ticker } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatPrice,
  formatQuantity,
  inPairOrder,
  pairLabel,
  pairPriceDecimals,
} from './format-ticker.ts';

describe('formatPrice', () => {
  it("pads a price with zeros up to its pair's decimals", () => {
    expect(formatPrice('95770.8', 'BTC')).toBe('95,770.80');
    expect(formatPrice('97090', 'BTC')).toBe('97,090.00');
    expect(formatPrice('22.5', 'LINK')).toBe('22.500');
    expect(formatPrice('0.32', 'DOGE')).toBe('0.32000');
    expect(formatPrice('2', 'XRP')).toBe('2.0000');
  });

  it('leaves a price that already has its decimals as it is, grouped', () => {
    expect(formatPrice('97123.45', 'BTC')).toBe('97,123.45');
    expect(formatPrice('190.20', 'SOL')).toBe('190.20');
    expect(formatPrice('0.08123', 'DOGE')).toBe('0.08123');
  });

  it('keeps every digit beyond the pair decimals', () => {
    expect(formatPrice('97123.456', 'BTC')).toBe('97,123.456');
    expect(formatPrice('0.123456', 'DOGE')).toBe('0.123456');
  });

  it('groups thousands', () => {
    expect(formatPrice('1234567.1', 'BTC')).toBe('1,234,567.10');
    expect(formatPrice('1000', 'ETH')).toBe('1,000.00');
    expect(formatPrice('100', 'ETH')).toBe('100.00');
  });

  it('writes a negative price with a minus sign, padded too', () => {
    expect(formatPrice('-1234.5', 'BTC')).toBe('\u22121,234.50');
    expect(formatPrice('-7', 'ADA')).toBe('\u22127.0000');
  });

  it('gives an unknown pair its price as it came, grouped', () => {
    expect(formatPrice('1234.5', 'NOPE')).toBe('1,234.5');
    expect(formatPrice('1000', 'toString')).toBe('1,000');
    expect(formatPrice('0.1', '')).toBe('0.1');
  });
});

describe('pairPriceDecimals', () => {
  it("reads the pair's decimals, and none for an unknown pair", () => {
    expect(pairPriceDecimals('BTC')).toBe(2);
    expect(pairPriceDecimals('DOGE')).toBe(5);
    expect(pairPriceDecimals('btc')).toBeUndefined();
    expect(pairPriceDecimals('constructor')).toBeUndefined();
  });
});

describe('formatQuantity', () => {
  it('groups thousands and keeps the decimals as they are, unpadded', () => {
    expect(formatQuantity('1234567.1')).toBe('1,234,567.1');
    expect(formatQuantity('25000')).toBe('25,000');
    expect(formatQuantity('0.08123')).toBe('0.08123');
    expect(formatQuantity('-1000.5')).toBe('\u22121,000.5');
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
