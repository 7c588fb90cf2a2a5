import { describe, expect, it } from 'vitest';
import '@/features/funds/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { moveAmountProblem } from './move-amount.ts';

describe('moveAmountProblem', () => {
  const t = i18n.getFixedT('en', 'funds');
  const problem = (text: string) => moveAmountProblem(text, '1250.50', 'bonus', t);

  it('accepts any amount up to the whole fund', () => {
    expect(problem('0.01')).toBeNull();
    expect(problem('1250.50')).toBeNull();
    expect(problem('1,250.50')).toBeNull();
  });

  it('says what is wrong with the amount', () => {
    expect(problem('')).toBe('Enter the amount to move');
    expect(problem('abc')).toBe('Enter a number');
    expect(problem('-5')).toBe('Enter an amount above zero');
    expect(problem('1.005')).toBe('At most two decimals');
    expect(problem('1,00')).toBe('Put commas only between groups of three digits, as in 1,000.50');
    expect(problem('0.00')).toBe('Enter an amount above zero');
    expect(problem('1250.51')).toBe('That is more than your bonus fund holds (1,250.50 USD)');
  });
});
