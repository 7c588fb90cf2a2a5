import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  durationText,
  investmentSchedule,
  payoutDueAt,
  periodPhrase,
  periodsDueBy,
  profitPerPeriod,
  scheduleTotals,
} from '../src/investments.ts';

const DAY_S = 86_400;
const START = Date.parse('2026-01-01T00:00:00.000Z');

describe('profitPerPeriod', () => {
  it('is amount x rate, rounded down to the cent', () => {
    expect(profitPerPeriod(100_00n, 100)).toBe(1_00n);
    // 1 % of 50.50 is 0.505: the half cent is not owed.
    expect(profitPerPeriod(50_50n, 100)).toBe(50n);
    // 1.2 % of 0.99 is 0.01188.
    expect(profitPerPeriod(99n, 120)).toBe(1n);
    expect(profitPerPeriod(49n, 200)).toBe(0n);
    // Far beyond a JavaScript number's safe integers, still exact.
    expect(profitPerPeriod(10n ** 20n + 99n, 1)).toBe(10n ** 16n);
  });

  it('never pays more than the rate promises, and less by under a cent', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.integer({ min: 1, max: 10_000 }),
        (amount, rateBps) => {
          const profit = profitPerPeriod(amount, rateBps);
          const exactTimesWhole = amount * BigInt(rateBps);
          expect(profit * 10_000n <= exactTimesWhole).toBe(true);
          expect(exactTimesWhole - profit * 10_000n < 10_000n).toBe(true);
        },
      ),
    );
  });
});

describe('the schedule', () => {
  const terms = {
    amount: 250_00n,
    rateBps: 150,
    periods: 4,
    periodSeconds: DAY_S,
    capitalReturned: true,
  };

  it('lists each payout at start + n x period, the capital with the last', () => {
    expect(investmentSchedule(terms, START)).toEqual([
      { period: 1, dueAt: START + 1 * DAY_S * 1000, profit: 3_75n, capital: 0n },
      { period: 2, dueAt: START + 2 * DAY_S * 1000, profit: 3_75n, capital: 0n },
      { period: 3, dueAt: START + 3 * DAY_S * 1000, profit: 3_75n, capital: 0n },
      { period: 4, dueAt: START + 4 * DAY_S * 1000, profit: 3_75n, capital: 250_00n },
    ]);
    expect(scheduleTotals(terms)).toEqual({ profit: 15_00n, capital: 250_00n });
    expect(scheduleTotals({ ...terms, capitalReturned: false })).toEqual({
      profit: 15_00n,
      capital: 0n,
    });
    expect(investmentSchedule({ ...terms, capitalReturned: false }, START).at(-1)?.capital).toBe(
      0n,
    );
  });

  it('counts the periods due at a time, never more than there are', () => {
    expect(periodsDueBy(START, terms, START - 1)).toBe(0);
    expect(periodsDueBy(START, terms, START)).toBe(0);
    expect(periodsDueBy(START, terms, payoutDueAt(START, DAY_S, 1) - 1)).toBe(0);
    expect(periodsDueBy(START, terms, payoutDueAt(START, DAY_S, 1))).toBe(1);
    expect(periodsDueBy(START, terms, payoutDueAt(START, DAY_S, 3) + 5)).toBe(3);
    expect(periodsDueBy(START, terms, START + 365 * DAY_S * 1000)).toBe(4);
  });

  it('agrees with the due times: period n is due exactly from its dueAt', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 500 * 86_400_000 }),
        (periods, periodSeconds, elapsed) => {
          const schedule = investmentSchedule({ ...terms, periods, periodSeconds }, START);
          const due = periodsDueBy(START, { periods, periodSeconds }, START + elapsed);
          expect(schedule.filter((payout) => payout.dueAt <= START + elapsed)).toHaveLength(due);
        },
      ),
    );
  });
});

describe('durationText and periodPhrase', () => {
  it('name a length in its largest whole unit, odd seconds in parts', () => {
    expect(durationText(DAY_S)).toBe('1 day');
    expect(durationText(7 * DAY_S)).toBe('7 days');
    expect(durationText(3650 * DAY_S)).toBe('3,650 days');
    expect(durationText(36 * 3600)).toBe('36 hours');
    expect(durationText(60)).toBe('1 minute');
    expect(durationText(2)).toBe('2 seconds');
    expect(durationText(200)).toBe('3 minutes 20 seconds');
    expect(durationText(3_661)).toBe('1 hour 1 minute 1 second');
    expect(periodPhrase(3_600)).toBe('per hour');
    expect(periodPhrase(DAY_S)).toBe('per day');
    expect(periodPhrase(12 * 3600)).toBe('every 12 hours');
    expect(periodPhrase(2)).toBe('every 2 seconds');
  });
});
