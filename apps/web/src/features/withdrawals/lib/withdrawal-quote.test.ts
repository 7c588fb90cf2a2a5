import { describe, expect, it } from 'vitest';
import '@/features/withdrawals/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { amountProblem, describeFee, quoteWithdrawal } from './withdrawal-quote.ts';

const terms = { feeBps: 100, feeFixed: '1.00', min: '20.00' };
const t = i18n.getFixedT('en', 'withdrawals');

describe('quoteWithdrawal', () => {
  it('prices an amount as the server does: 1% rounded half up, plus the fixed part', () => {
    expect(quoteWithdrawal('100', terms)).toEqual({ amount: 10_000n, fee: 200n, net: 9_800n });
    // 1% of 20.50 is 0.205, which rounds up to 0.21.
    expect(quoteWithdrawal('20.50', terms)).toEqual({ amount: 2_050n, fee: 121n, net: 1_929n });
    expect(quoteWithdrawal('1,000', terms)).toEqual({
      amount: 100_000n,
      fee: 1_100n,
      net: 98_900n,
    });
  });

  it('has no price for what is not yet an amount', () => {
    expect(quoteWithdrawal('', terms)).toBeNull();
    expect(quoteWithdrawal('12.345', terms)).toBeNull();
    expect(quoteWithdrawal('-5', terms)).toBeNull();
    expect(quoteWithdrawal('0.00', terms)).toBeNull();
  });
});

describe('amountProblem', () => {
  const problem = (text: string, balance = '100.00') =>
    amountProblem(text, terms, balance, 'Wallet', t);

  it('accepts an amount between the minimum and the balance', () => {
    expect(problem('20')).toBeNull();
    expect(problem('100.00')).toBeNull();
  });

  it('says what is wrong with the amount', () => {
    expect(problem(' ')).toBe('Enter the amount to withdraw');
    expect(problem('ten')).toBe('Enter a number');
    expect(problem('1.005')).toBe('At most two decimals');
    expect(problem('-5')).toBe('Enter an amount above zero');
    expect(problem('1,00')).toBe('Put commas only between groups of three digits, as in 1,000.50');
    expect(problem('0')).toBe('Enter an amount above zero');
    expect(problem('19.99')).toBe('The minimum withdrawal is 20.00 USD');
    expect(problem('100.01')).toBe('That is more than your wallet holds (100.00 USD)');
  });

  it('refuses an amount the fee would swallow', () => {
    const noMinimum = { feeBps: 0, feeFixed: '5.00', min: '0.01' };
    expect(amountProblem('5', noMinimum, '10.00', 'Bonus fund', t)).toBe(
      'The amount must be more than the fee',
    );
  });
});

describe('describeFee', () => {
  it('names both parts of the fee', () => {
    expect(describeFee(100, '1.00', t)).toBe('1% + 1.00 USD');
    expect(describeFee(150, '0.00', t)).toBe('1.5%');
    expect(describeFee(5, '0.00', t)).toBe('0.05%');
    expect(describeFee(0, '2.50', t)).toBe('2.50 USD');
    expect(describeFee(0, '0.00', t)).toBe('No fee');
  });
});
