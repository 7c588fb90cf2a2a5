import { describe, expect, it } from 'vitest';
import '@/features/admin/investments/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import {
  nextPayoutNote,
  periodName,
  progressPercent,
  termLength,
  termsSummary,
} from './package-terms.ts';

const t = i18n.getFixedT('en', 'admin-investments');

describe('package terms in words', () => {
  it('names common periods and spells out the others', () => {
    expect(periodName(24, t)).toBe('daily');
    expect(periodName(168, t)).toBe('weekly');
    expect(periodName(1, t)).toBe('hourly');
    expect(periodName(72, t)).toBe('every 3 days');
    expect(periodName(12, t)).toBeNull();
  });

  it('says how long a package runs', () => {
    expect(termLength(1, 1, t)).toBe('1 hour');
    expect(termLength(24, 7, t)).toBe('7 days');
    expect(termLength(12, 3, t)).toBe('36 hours');
    expect(termLength(24, 3650, t)).toBe('3,650 days');
  });

  it('sums the terms with the payout rounding: down to the cent each period', () => {
    expect(
      termsSummary(
        {
          ratePercent: '1',
          periodHours: 24,
          periods: 7,
          capitalReturned: true,
          minAmount: '10.55',
        },
        t,
      ),
    ).toEqual({
      schedule: '1.00% per day for 7 days',
      totalPercent: '7.00%',
      capital: 'Capital back at the end',
      // 1 % of 10.55 is 0.1055: 0.10 a period, never rounded up.
      example: 'On 10.55 USD: 0.10 USD a period, 0.70 USD in total',
    });
  });

  it('keeps every cent of amounts too large for a number', () => {
    const summary = termsSummary(
      {
        ratePercent: '0.01',
        periodHours: 24,
        periods: 1,
        capitalReturned: false,
        minAmount: '900719925474099.99',
      },
      t,
    );
    expect(summary?.example).toBe(
      'On 900,719,925,474,099.99 USD: 90,071,992,547.40 USD a period, 90,071,992,547.40 USD in total',
    );
    expect(summary?.capital).toBe('The capital is not returned');
  });

  it('sums nothing while a term is unfinished', () => {
    const base = {
      ratePercent: '1.00',
      periodHours: 24,
      periods: 7,
      capitalReturned: true,
      minAmount: '10',
    };
    expect(termsSummary({ ...base, ratePercent: '1.' }, t)).toBeNull();
    expect(termsSummary({ ...base, ratePercent: '0' }, t)).toBeNull();
    expect(termsSummary({ ...base, periods: undefined }, t)).toBeNull();
    expect(termsSummary({ ...base, periodHours: 1.5 }, t)).toBeNull();
    expect(termsSummary({ ...base, minAmount: 'ten' }, t)?.example).toBeNull();
  });

  it('tells a late payout held while paused from one the worker has yet to reach', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(nextPayoutNote(null, now, true)).toBeNull();
    expect(nextPayoutNote('2026-11-21T11:00:00Z', now, true)).toBeNull();
    expect(nextPayoutNote('2026-11-21T09:00:00Z', now, true)).toBe('held');
    expect(nextPayoutNote('2026-11-21T09:00:00Z', now, false)).toBe('due');
  });

  it('shows progress as a share of the periods', () => {
    expect(progressPercent(0, 7)).toBe(0);
    expect(progressPercent(7, 7)).toBe(100);
    expect(progressPercent(1, 4)).toBe(25);
    expect(progressPercent(1, 0)).toBe(0);
  });
});
