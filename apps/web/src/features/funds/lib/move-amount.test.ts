import { describe, expect, it } from 'vitest';
import { moveAmountProblem } from './move-amount.ts';

describe('moveAmountProblem', () => {
  const problem = (text: string) => moveAmountProblem(text, '1250.50', 'Bonus fund');

  it('accepts any amount up to the whole fund', () => {
    expect(problem('0.01')).toBeNull();
    expect(problem('1250.50')).toBeNull();
  });

  it('says what is wrong with the amount', () => {
    expect(problem('')).toBe('Enter the amount to move');
    expect(problem('1,000')).toBe('Enter an amount with at most two decimals');
    expect(problem('0.00')).toBe('Enter an amount above zero');
    expect(problem('1250.51')).toBe('That is more than your bonus fund holds (1,250.50 USD)');
  });
});
