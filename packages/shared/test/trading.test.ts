import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPrice,
  levelOnRightSide,
  netResult,
  parsePrice,
  positionResult,
  settle,
  stopOutPrice,
  tradeFee,
} from '../src/trading.ts';

const p = parsePrice;

describe('prices', () => {
  it('parse to units of 10^-8 and back', () => {
    expect(p('94332.18')).toBe(9_433_218_000_000n);
    expect(p('0.00000001')).toBe(1n);
    expect(formatPrice(p('94332.18'))).toBe('94332.18');
    expect(formatPrice(p('12'))).toBe('12');
    expect(() => p('1e5')).toThrow(RangeError);
    expect(() => p('-1')).toThrow(RangeError);
    expect(() => p('1.123456789')).toThrow(RangeError);
  });
});

describe('tradeFee', () => {
  it('is the rate of the stake, half up to the cent', () => {
    expect(tradeFee(100_00n, 10)).toBe(10n);
    expect(tradeFee(30_00n, 10)).toBe(3n);
    // 0.1 % of 5.00 is half a cent: it rounds up.
    expect(tradeFee(5_00n, 10)).toBe(1n);
    expect(tradeFee(4_00n, 10)).toBe(0n);
  });
});

describe('positionResult', () => {
  it('is stake x (exit / entry - 1), negated for a Sell, toward zero to the cent', () => {
    expect(positionResult('buy', 100_00n, p('100'), p('110'))).toBe(10_00n);
    expect(positionResult('sell', 100_00n, p('100'), p('110'))).toBe(-10_00n);
    expect(positionResult('buy', 100_00n, p('100'), p('90'))).toBe(-10_00n);
    // 100.00 x (100.005 / 100 - 1) = 0.005: no cent either way.
    expect(positionResult('buy', 100_00n, p('100'), p('100.005'))).toBe(0n);
    expect(positionResult('sell', 100_00n, p('100'), p('100.005'))).toBe(0n);
    // A Sell at three times the entry would lose twice the stake: capped.
    expect(positionResult('sell', 100_00n, p('100'), p('300'))).toBe(-100_00n);
  });

  it('never loses more than the stake, and settles to a payout of zero or more', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('buy' as const, 'sell' as const),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 16n }),
        fc.bigInt({ min: 0n, max: 10n ** 17n }),
        fc.integer({ min: 0, max: 1000 }),
        (side, stake, entry, exit, feeBps) => {
          const result = positionResult(side, stake, entry, exit);
          expect(result >= -stake).toBe(true);
          const settlement = settle(side, stake, entry, exit, feeBps);
          expect(settlement.payout >= 0n).toBe(true);
          expect(settlement.closeFee >= 0n).toBe(true);
          expect(settlement.payout + settlement.closeFee).toBe(stake + settlement.result);
          // The exact result differs from the rounded one by less than a cent.
          const exact = (side === 'buy' ? exit - entry : entry - exit) * stake;
          if (result > -stake) expect((exact - result * entry) ** 2n < entry ** 2n).toBe(true);
        },
      ),
    );
  });
});

describe('settle', () => {
  it('takes the closing fee from what is left, never more', () => {
    expect(settle('buy', 100_00n, p('100'), p('110'), 10)).toEqual({
      result: 10_00n,
      closeFee: 10n,
      payout: 109_90n,
    });
    expect(settle('sell', 100_00n, p('100'), p('200'), 10)).toEqual({
      result: -100_00n,
      closeFee: 0n,
      payout: 0n,
    });
    // 1 cent left: the fee takes it, not more.
    expect(settle('buy', 100_00n, p('100'), p('0.01'), 100)).toEqual({
      result: -99_99n,
      closeFee: 1n,
      payout: 0n,
    });
  });
});

describe('netResult', () => {
  it("is the issue's take-profit: +0.87 before fees is a loss of 1.13 after them", () => {
    // 1,000.00 staked with a 1.00 opening fee; 999.87 came back (0.87 profit, 1.00 closing fee).
    const { payout, result, closeFee } = settle('buy', 1_000_00n, p('100'), p('100.087'), 10);
    expect({ payout, result, closeFee }).toEqual({ payout: 999_87n, result: 87n, closeFee: 1_00n });
    expect(netResult(1_000_00n, 1_00n, payout)).toBe(-1_13n);
  });

  it('is the result minus both fees, and at most the loss of stake and opening fee', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.integer({ min: 0, max: 500 }),
        (stake, entry, exit, feeBps) => {
          const openFee = tradeFee(stake, feeBps);
          const settled = settle('sell', stake, BigInt(entry), BigInt(exit), feeBps);
          const net = netResult(stake, openFee, settled.payout);
          expect(net).toBe(settled.result - openFee - settled.closeFee);
          expect(net >= -stake - openFee).toBe(true);
        },
      ),
    );
  });
});

describe('levels', () => {
  it('puts take-profit above and stop-loss below for a Buy, the other way for a Sell', () => {
    expect(levelOnRightSide('takeProfit', 'buy', p('110'), p('100'))).toBe(true);
    expect(levelOnRightSide('takeProfit', 'buy', p('90'), p('100'))).toBe(false);
    expect(levelOnRightSide('stopLoss', 'buy', p('90'), p('100'))).toBe(true);
    expect(levelOnRightSide('takeProfit', 'sell', p('90'), p('100'))).toBe(true);
    expect(levelOnRightSide('stopLoss', 'sell', p('110'), p('100'))).toBe(true);
    expect(levelOnRightSide('stopLoss', 'sell', p('100'), p('100'))).toBe(false);
    expect(stopOutPrice('buy', p('100'))).toBe(0n);
    expect(stopOutPrice('sell', p('100'))).toBe(p('200'));
  });
});
