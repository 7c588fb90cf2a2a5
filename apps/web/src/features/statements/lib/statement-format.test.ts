import { describe, expect, test } from 'vitest';
import { balanceText, signedAmount } from './statement-format.ts';

describe('statement amounts', () => {
  test('money in is marked +, money out with a minus sign', () => {
    expect(signedAmount('1250.00')).toEqual({ text: '+1,250.00', direction: 'in' });
    expect(signedAmount('-20.50')).toEqual({ text: '\u221220.50', direction: 'out' });
  });

  test('balances are grouped, and may be negative', () => {
    expect(balanceText('1234567.8')).toBe('1,234,567.80');
    expect(balanceText('-3.00')).toBe('-3.00');
  });
});
