import { describe, expect, test } from 'vitest';
import { formatAmount, formatRate, rateLine } from './invoice-format.ts';

describe('invoice formatting', () => {
  test('amounts get thousands separators and two decimals', () => {
    expect(formatAmount('1234.5')).toBe('1,234.50');
    expect(formatAmount('-20.00')).toBe('-20.00');
  });

  test('rates keep at least two decimals and drop trailing zeros beyond them', () => {
    expect(formatRate('4.7')).toBe('4.70');
    expect(formatRate('4.725000')).toBe('4.725');
    expect(formatRate('15500')).toBe('15,500.00');
    expect(rateLine('MYR', '4.700000')).toBe('1 USD = 4.70 MYR');
  });
});
