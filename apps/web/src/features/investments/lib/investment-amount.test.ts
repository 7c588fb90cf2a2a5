import { describe, expect, it } from 'vitest';
import '@/features/investments/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { amountProblem, largestAmount, typedAmount } from './investment-amount.ts';

const t = i18n.getFixedT('en', 'investments');

const limits = { minAmount: '10.00', maxAmount: '1000.00' };

describe('typedAmount', () => {
  it('reads an amount of up to two decimals above zero', () => {
    expect(typedAmount(' 100 ')).toBe(10_000n);
    expect(typedAmount('0.01')).toBe(1n);
    expect(typedAmount('0')).toBeNull();
    expect(typedAmount('1.005')).toBeNull();
    expect(typedAmount('1e3')).toBeNull();
    expect(typedAmount('1,000.50')).toBe(100_050n);
    expect(typedAmount('')).toBeNull();
  });
});

describe('amountProblem', () => {
  const problem = (text: string, wallet = '250.00') => amountProblem(text, limits, wallet, t);

  it('accepts an amount within the limits and the wallet', () => {
    expect(problem('10')).toBeNull();
    expect(problem('250.00')).toBeNull();
    expect(problem('1000', '5000.00')).toBeNull();
    expect(problem('1,000.00', '5000.00')).toBeNull();
  });

  it('says what is wrong, in the order the person fixes it', () => {
    expect(problem('  ')).toBe('Enter the amount to invest');
    expect(problem('ten')).toBe('Enter a number');
    expect(problem('10.001')).toBe('At most two decimals');
    expect(problem('-10')).toBe('Enter an amount above zero');
    expect(problem('1,00')).toBe('Put commas only between groups of three digits, as in 1,000.50');
    expect(problem('0.00')).toBe('Enter an amount above zero');
    expect(problem('9.99')).toBe('The minimum for this package is 10.00 USD');
    expect(problem('1000.01', '5000.00')).toBe('The maximum for this package is 1,000.00 USD');
    expect(problem('250.01')).toBe('That is more than your wallet holds (250.00 USD)');
  });
});

describe('largestAmount', () => {
  it('is the lesser of the maximum and the wallet, if it reaches the minimum', () => {
    expect(largestAmount(limits, '250.00')).toBe('250.00');
    expect(largestAmount(limits, '5000.00')).toBe('1000.00');
    expect(largestAmount(limits, '9.99')).toBeNull();
    expect(largestAmount(limits, '0.00')).toBeNull();
  });
});
