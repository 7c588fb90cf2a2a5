import type { PositionSide } from '@kapital/shared/trading';
import { describe, expect, test } from 'vitest';
import '@/features/trade/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import {
  type LevelKind,
  levelProblem as levelProblemIn,
  levelValue,
  openingFee,
  stakeProblem as stakeProblemIn,
  typedStake,
} from './order-form.ts';

const t = i18n.getFixedT('en', 'trade');
const stakeProblem = (text: string, balance: string) => stakeProblemIn(text, balance, t);
const levelProblem = (
  kind: LevelKind,
  side: PositionSide,
  text: string,
  price: string | undefined,
) => levelProblemIn(kind, side, text, price, t);

describe('the stake', () => {
  test('needs two decimals at most, above zero, within the balance', () => {
    expect(stakeProblem('', '100.00')).toBe('Enter the stake in USD');
    expect(stakeProblem('1.234', '100.00')).toBe('At most two decimals');
    expect(stakeProblem('abc', '100.00')).toBe('Enter a number');
    expect(stakeProblem('0', '100.00')).toBe('Enter an amount above zero');
    expect(stakeProblem('-5', '100.00')).toBe('Enter an amount above zero');
    expect(stakeProblem('100.01', '100.00')).toBe(
      'That is more than your trading balance (100.00 USD)',
    );
    expect(stakeProblem(' 100 ', '100.00')).toBeNull();
    expect(stakeProblem('1,00', '100.00')).toBe(
      'Put commas only between groups of three digits, as in 1,000.50',
    );
    expect(stakeProblem('1,000', '2000.00')).toBeNull();
    expect(typedStake('10.5')).toBe(1050n);
    expect(typedStake('1,000.50')).toBe(100_050n);
    expect(typedStake('0.00')).toBeNull();
  });

  test('its opening fee is the trading fee, half up to the cent', () => {
    expect(openingFee('100.00', 10)).toBe(10n);
    expect(openingFee('5.00', 10)).toBe(1n); // 0.5 cent rounds up
    expect(openingFee('4.00', 10)).toBe(0n);
    expect(openingFee('x', 10)).toBeNull();
  });
});

describe('take-profit and stop-loss', () => {
  test('are optional', () => {
    expect(levelProblem('takeProfit', 'buy', ' ', '100')).toBeNull();
    expect(levelValue('  ')).toBeNull();
    expect(levelValue(' 101.5 ')).toBe('101.5');
  });

  test('sit on the side of the price the side needs', () => {
    expect(levelProblem('takeProfit', 'buy', '101', '100')).toBeNull();
    expect(levelProblem('takeProfit', 'buy', '99', '100')).toBe(
      "A Buy's take-profit must be above the current price",
    );
    expect(levelProblem('stopLoss', 'buy', '99', '100')).toBeNull();
    expect(levelProblem('stopLoss', 'buy', '100', '100')).toBe(
      "A Buy's stop-loss must be below the current price",
    );
    expect(levelProblem('takeProfit', 'sell', '99', '100')).toBeNull();
    expect(levelProblem('takeProfit', 'sell', '101', '100')).toBe(
      "A Sell's take-profit must be below the current price",
    );
    expect(levelProblem('stopLoss', 'sell', '101', '100')).toBeNull();
    expect(levelProblem('stopLoss', 'sell', '99', '100')).toBe(
      "A Sell's stop-loss must be above the current price",
    );
  });

  test('are prices with at most 8 decimals, above zero; without a price only the form is checked', () => {
    expect(levelProblem('takeProfit', 'buy', '1.123456789', '1')).toBe(
      'Enter a price with at most 8 decimals',
    );
    expect(levelProblem('takeProfit', 'buy', '0', '1')).toBe('Enter a price above zero');
    expect(levelProblem('takeProfit', 'buy', '5', undefined)).toBeNull();
  });
});
