import { describe, expect, test } from 'vitest';
import {
  formatSignedAmount,
  type OpenPositionFigures,
  resultColor,
  summarizeOpenPositions,
} from './open-positions-summary.ts';

const buyBtc: OpenPositionFigures = {
  symbol: 'BTC',
  side: 'buy',
  stake: '100.00',
  entryPrice: '50000',
  openFee: '0.10',
  feeBps: 10,
};
const sellEth: OpenPositionFigures = {
  symbol: 'ETH',
  side: 'sell',
  stake: '50.50',
  entryPrice: '2000',
  openFee: '0.05',
  feeBps: 10,
};

describe('summarizeOpenPositions', () => {
  test('nothing open: zero of everything', () => {
    expect(summarizeOpenPositions([], () => undefined)).toEqual({
      count: 0,
      stake: 0n,
      result: 0n,
    });
  });

  test('sums stakes and the results after both fees at the latest prices, in cents', () => {
    const prices: Record<string, string> = { BTC: '51000', ETH: '2100' };
    const summary = summarizeOpenPositions([buyBtc, sellEth], (symbol) => prices[symbol]);
    expect(summary.count).toBe(2);
    expect(summary.stake).toBe(15050n);
    // Buy 100.00 at +2%: +2.00 less 0.10 + 0.10 fees; Sell 50.50 at +5%: -2.525, toward zero
    // -2.52, less 0.05 + 0.05 fees.
    expect(summary.result).toBe(180n - 262n);
  });

  test('a loss is never more than the stake and its opening fee', () => {
    const summary = summarizeOpenPositions([sellEth], () => '9000');
    expect(summary.result).toBe(-5055n);
  });

  test('no result until every pair has a price; the stake is known anyway', () => {
    const summary = summarizeOpenPositions([buyBtc, sellEth], (symbol) =>
      symbol === 'BTC' ? '50000' : undefined,
    );
    expect(summary).toEqual({ count: 2, stake: 15050n, result: null });
  });

  test('prices with eight decimals are exact', () => {
    const summary = summarizeOpenPositions(
      [
        {
          symbol: 'DOGE',
          side: 'buy',
          stake: '1000.00',
          entryPrice: '0.12345678',
          openFee: '1.00',
          feeBps: 10,
        },
      ],
      () => '0.12469134',
    );
    // 1000.00 × (0.12469134 / 0.12345678 − 1) = 9.99999...: truncated to 9.99, less 2.00 fees.
    expect(summary.result).toBe(799n);
  });
});

describe('formatting the result', () => {
  test('signed with a true minus, grouped, coloured by sign', () => {
    expect(formatSignedAmount(123456n)).toBe('+1,234.56');
    expect(formatSignedAmount(-300n)).toBe('\u22123.00');
    expect(formatSignedAmount(0n)).toBe('0.00');
    expect(resultColor(1n)).toBe('success.main');
    expect(resultColor(-1n)).toBe('error.main');
    expect(resultColor(0n)).toBe('text.primary');
  });
});
