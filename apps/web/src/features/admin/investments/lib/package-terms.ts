import { durationText, periodPhrase, profitPerPeriod } from '@kapital/shared/investments';
import { formatMoneyDisplay, parseMoney } from '@kapital/shared/money';
import { bpsToPercent, percentToBps } from './package-form.ts';

const HOURS_PER_DAY = 24;
const HOURS_PER_WEEK = 7 * HOURS_PER_DAY;
const HOUR_SECONDS = 3_600;

/** How long an investment runs: '7 days' for 7 daily periods, '36 hours' for 3 of 12 h. */
export function termLength(periodHours: number, periods: number): string {
  return durationText(periodHours * periods * HOUR_SECONDS);
}

/** A period's usual name: 'hourly', 'daily', 'weekly', 'every 2 days'; null for other hours. */
export function periodName(periodHours: number): string | null {
  if (periodHours === 1) return 'hourly';
  if (periodHours === HOURS_PER_DAY) return 'daily';
  if (periodHours === HOURS_PER_WEEK) return 'weekly';
  return periodHours % HOURS_PER_DAY === 0 ? periodPhrase(periodHours * HOUR_SECONDS) : null;
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
export function termsSummary(terms: {
  ratePercent: string;
  periodHours: number | undefined;
  periods: number | undefined;
  capitalReturned: boolean;
  minAmount: string;
}): TermsSummary | null {
  const bps = percentToBps(terms.ratePercent);
  const { periodHours, periods } = terms;
  if (bps === null || bps === 0 || !isWhole(periodHours) || !isWhole(periods)) return null;
  let example: string | null = null;
  try {
    const amount = parseMoney(terms.minAmount);
    if (amount > 0n) {
      const each = profitPerPeriod(amount, bps);
      example =
        `On ${formatMoneyDisplay(amount)} USD: ${formatMoneyDisplay(each)} USD a period, ` +
        `${formatMoneyDisplay(each * BigInt(periods))} USD in total`;
    }
  } catch {
    example = null;
  }
  return {
    schedule: `${bpsToPercent(bps)}% ${periodPhrase(periodHours * HOUR_SECONDS)} for ${termLength(periodHours, periods)}`,
    totalPercent: `${bpsToPercent(bps * periods)}%`,
    capital: terms.capitalReturned ? 'Capital back at the end' : 'The capital is not returned',
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
