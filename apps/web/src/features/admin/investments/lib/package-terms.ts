import { profitPerPeriod } from '@kapital/shared/investments';
import { parseMoney } from '@kapital/shared/money';
import type { TFunction } from 'i18next';
import { formatAmount, formatCount } from '@/lib/i18n/format.ts';
import { bpsToPercent, percentToBps } from './package-form.ts';

type InvestmentsT = TFunction<'admin-investments'>;

const HOURS_PER_DAY = 24;
const HOURS_PER_WEEK = 7 * HOURS_PER_DAY;

/** A number of hours in its largest whole unit: '7 days', '36 hours' (grouped as the language writes). */
function hoursText(hours: number, t: InvestmentsT): string {
  if (hours % HOURS_PER_DAY === 0) {
    const days = hours / HOURS_PER_DAY;
    return t('terms.day', { count: days, number: formatCount(days) });
  }
  return t('terms.hour', { count: hours, number: formatCount(hours) });
}

/** How often a period comes round: 'per day', 'per hour', 'every 12 hours', 'every 2 days'. */
function periodPhrase(periodHours: number, t: InvestmentsT): string {
  if (periodHours === 1) return t('terms.perHour');
  if (periodHours === HOURS_PER_DAY) return t('terms.perDay');
  return t('terms.every', { duration: hoursText(periodHours, t) });
}

/** How long an investment runs: '7 days' for 7 daily periods, '36 hours' for 3 of 12 h. */
export function termLength(periodHours: number, periods: number, t: InvestmentsT): string {
  return hoursText(periodHours * periods, t);
}

/** A period's usual name: 'hourly', 'daily', 'weekly', 'every 2 days'; null for other hours. */
export function periodName(periodHours: number, t: InvestmentsT): string | null {
  if (periodHours === 1) return t('terms.hourly');
  if (periodHours === HOURS_PER_DAY) return t('terms.daily');
  if (periodHours === HOURS_PER_WEEK) return t('terms.weekly');
  return periodHours % HOURS_PER_DAY === 0 ? periodPhrase(periodHours, t) : null;
}

export interface TermsSummary {
  /** '1.00% per day for 7 days' */
  schedule: string;
  /** Profit over the whole term as a percentage of the amount: '7.00%'. */
  totalPercent: string;
  /** "Capital back at the end" or that the capital is kept. */
  capital: string;
  /** The profit of an example amount (the minimum), each period and in total, in USD. */
  example: string | null;
}

/**
 * What a package's terms add up to, for the dialog to show while staff type: null while a term
 * is not yet a valid value. Profit is the payout worker's own rounding (profitPerPeriod).
 */
export function termsSummary(
  terms: {
    ratePercent: string;
    periodHours: number | undefined;
    periods: number | undefined;
    capitalReturned: boolean;
    minAmount: string;
  },
  t: InvestmentsT,
): TermsSummary | null {
  const bps = percentToBps(terms.ratePercent);
  const { periodHours, periods } = terms;
  if (bps === null || bps === 0 || !isWhole(periodHours) || !isWhole(periods)) return null;
  let example: string | null = null;
  try {
    const amount = parseMoney(terms.minAmount);
    if (amount > 0n) {
      const each = profitPerPeriod(amount, bps);
      example = t('terms.example', {
        amount: formatAmount(amount),
        each: formatAmount(each),
        total: formatAmount(each * BigInt(periods)),
      });
    }
  } catch {
    example = null;
  }
  return {
    schedule: t('terms.schedule', {
      rate: bpsToPercent(bps),
      period: periodPhrase(periodHours, t),
      length: termLength(periodHours, periods, t),
    }),
    totalPercent: t('terms.percent', { percent: bpsToPercent(bps * periods) }),
    capital: terms.capitalReturned ? t('terms.capitalBack') : t('terms.capitalKept'),
    example,
  };
}

function isWhole(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value > 0;
}

export type NextPayoutNote = 'held' | 'due' | null;

/**
 * Whether an investment's next payout is late: 'held' while staff pause payouts, 'due' when
 * the worker has yet to reach it, null when it is in the future (or there is none).
 */
export function nextPayoutNote(
  nextPayoutAt: string | null,
  nowMs: number,
  payoutsPaused: boolean,
): NextPayoutNote {
  if (!nextPayoutAt) return null;
  const due = Date.parse(nextPayoutAt);
  if (Number.isNaN(due) || due > nowMs) return null;
  return payoutsPaused ? 'held' : 'due';
}

/** Paid periods of all, for a progress bar: 0 to 100. */
export function progressPercent(periodsPaid: number, periods: number): number {
  if (periods <= 0) return 0;
  return Math.min(100, Math.max(0, (periodsPaid / periods) * 100));
}
