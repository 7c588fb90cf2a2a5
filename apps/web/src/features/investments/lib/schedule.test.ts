import type { InvestmentSummary, OfferedPackage, PublicSettings } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import {
  investmentScheduleOf,
  invoiceLocalCurrency,
  localAmount,
  previewSchedule,
  userLocalCurrency,
} from './schedule.ts';

const STARTER: OfferedPackage = {
  id: 'pkg-1',
  slug: 'starter',
  name: 'Starter',
  description: '',
  minAmount: '10.00',
  maxAmount: '1000.00',
  rateBps: 100,
  ratePercent: '1.00',
  periodHours: 24,
  periods: 3,
  capitalReturned: true,
  active: true,
  displayOrder: 1,
  periodSeconds: 2,
};

const START = Date.UTC(2026, 10, 22, 9, 0, 0);

describe('previewSchedule', () => {
  it('lists every payout from the start, the capital with the last', () => {
    const schedule = previewSchedule(STARTER, 12_345n, START);
    expect(schedule.rows).toEqual([
      { period: 1, dueAt: START + 2_000, profit: 123n, capital: 0n, paid: null },
      { period: 2, dueAt: START + 4_000, profit: 123n, capital: 0n, paid: null },
      { period: 3, dueAt: START + 6_000, profit: 123n, capital: 12_345n, paid: null },
    ]);
    // 1 % of 123.45 is 1.2345: each period pays 1.23, the fraction of a cent is never owed.
    expect(schedule.totalProfit).toBe(369n);
    expect(schedule.capitalReturned).toBe(12_345n);
  });

  it('returns no capital when the package keeps it', () => {
    const schedule = previewSchedule({ ...STARTER, capitalReturned: false }, 10_000n, START);
    expect(schedule.rows.map((row) => row.capital)).toEqual([0n, 0n, 0n]);
    expect(schedule.capitalReturned).toBe(0n);
  });
});

describe('investmentScheduleOf', () => {
  it('marks the periods the worker has paid, from the stored start and terms', () => {
    const investment = {
      amount: { usd: '100.00', local: '470.00' },
      rateBps: 250,
      periods: 3,
      periodSeconds: 86_400,
      capitalReturned: true,
      periodsPaid: 2,
      startedAt: new Date(START).toISOString(),
    } as InvestmentSummary;
    const schedule = investmentScheduleOf(investment);
    expect(schedule.rows.map((row) => [row.period, row.paid, row.profit])).toEqual([
      [1, true, 250n],
      [2, true, 250n],
      [3, false, 250n],
    ]);
    expect(schedule.rows[2]?.dueAt).toBe(START + 3 * 86_400_000);
    expect(schedule.totalProfit).toBe(750n);
  });
});

describe('local currency', () => {
  const settings = { rateMYR: '4.7', rateIDR: '15500', rateSGD: '1.35', rateBND: '1.35' };

  it("takes the person's rate from the settings, none for USD", () => {
    expect(userLocalCurrency('MYR', settings as PublicSettings)).toEqual({
      currency: 'MYR',
      rate: '4.7',
    });
    expect(userLocalCurrency('USD', settings as PublicSettings)).toBeNull();
    expect(userLocalCurrency('MYR', null)).toBeNull();
  });

  it("takes an invoice's stored rate", () => {
    expect(invoiceLocalCurrency({ currency: 'IDR', rate: '15500' })).toEqual({
      currency: 'IDR',
      rate: '15500',
    });
    expect(invoiceLocalCurrency({ currency: 'USD', rate: '1' })).toBeNull();
  });

  it('converts in minor units, half away from zero', () => {
    expect(localAmount(123n, { currency: 'MYR', rate: '4.7' })).toBe('5.78');
    expect(localAmount(100_000n, { currency: 'IDR', rate: '15500' })).toBe('15,500,000.00');
  });
});
