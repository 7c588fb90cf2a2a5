import { describe, expect, it } from 'vitest';
import '@/features/deposits/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { formatLimits, limitProblem, localEquivalent, typedAmount } from './deposit-amount.ts';

const t = i18n.getFixedT('en', 'deposits');

const limits = { min: '10.00', max: '100000.00' };
const rates = [{ name: 'MYR' as const, value: '4.72' }];

describe('deposit amount', () => {
  it('reads typed amounts as minor units', () => {
    expect(typedAmount(' 12.5 ')).toBe(1250n);
    expect(typedAmount('1,000.50')).toBe(100_050n);
    expect(typedAmount('1,00')).toBeNull();
    expect(typedAmount('12.345')).toBeNull();
    expect(typedAmount('-3')).toBeNull();
    expect(typedAmount('')).toBeNull();
  });

  it('shows the limits with separators', () => {
    expect(formatLimits(limits, t)).toBe('10.00 to 100,000.00 USD');
  });

  it('names the limit an amount breaks', () => {
    expect(limitProblem('9.99', limits, t)).toBe('The minimum for this method is 10.00 USD');
    expect(limitProblem('100000.01', limits, t)).toBe(
      'The maximum for this method is 100,000.00 USD',
    );
    expect(limitProblem('10', limits, t)).toBeNull();
    expect(limitProblem('100000', limits, t)).toBeNull();
    expect(limitProblem('100,000.01', limits, t)).toBe(
      'The maximum for this method is 100,000.00 USD',
    );
    expect(limitProblem('abc', limits, t)).toBeNull();
  });

  it('converts to the user currency at the current rate', () => {
    expect(localEquivalent('10', 'MYR', rates)).toBe('≈ 47.20 MYR');
    expect(localEquivalent('1000', 'MYR', rates)).toBe('≈ 4,720.00 MYR');
    expect(localEquivalent('1,000', 'MYR', rates)).toBe('≈ 4,720.00 MYR');
  });

  it('shows nothing for USD users, unrated currencies or nonsense', () => {
    expect(localEquivalent('10', null, rates)).toBeNull();
    expect(localEquivalent('10', 'USD', rates)).toBeNull();
    expect(localEquivalent('10', 'SGD', rates)).toBeNull();
    expect(localEquivalent('1.234', 'MYR', rates)).toBeNull();
    expect(localEquivalent('0', 'MYR', rates)).toBeNull();
  });
});
