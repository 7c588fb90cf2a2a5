// Plain values only (no zod): the investment screens compute the schedule they show with the
// same functions the payout worker pays by.
import { BPS_PER_WHOLE } from './money.ts';

/** An investment's terms, copied from its package when it was made. */
export interface InvestmentTerms {
  /** Minor units. */
  amount: bigint;
  /** Profit per period in basis points of the amount (100 = 1 %). */
  rateBps: number;
  periods: number;
  periodSeconds: number;
  capitalReturned: boolean;
}

export interface ScheduledPayout {
  /** 1 to periods. */
  period: number;
  /** Epoch milliseconds: start + period x length, never from when a payout actually ran. */
  dueAt: number;
  /** Minor units of profit paid into the profit fund. */
  profit: bigint;
  /** Minor units of capital returned to the wallet with this payout (the last one only). */
  capital: bigint;
}

/**
 * Profit of one period: amount x rate, rounded down to the cent. Every period pays the same, so
 * the total is exactly periods x this; the fraction of a cent left over is never owed, and
 * rounding down means the house never pays more than the rate promises.
 */
export function profitPerPeriod(amount: bigint, rateBps: number): bigint {
  return (amount * BigInt(rateBps)) / BPS_PER_WHOLE;
}

/** When period n (from 1) falls due. */
export function payoutDueAt(startMs: number, periodSeconds: number, period: number): number {
  return startMs + period * periodSeconds * 1000;
}

/** How many periods have fallen due by `nowMs` (0 to periods). */
export function periodsDueBy(
  startMs: number,
  terms: Pick<InvestmentTerms, 'periods' | 'periodSeconds'>,
  nowMs: number,
): number {
  if (nowMs < startMs) return 0;
  const elapsed = Math.floor((nowMs - startMs) / (terms.periodSeconds * 1000));
  return Math.min(terms.periods, elapsed);
}

/** Every payout of an investment started at `startMs`, in order. */
export function investmentSchedule(terms: InvestmentTerms, startMs: number): ScheduledPayout[] {
  const profit = profitPerPeriod(terms.amount, terms.rateBps);
  return Array.from({ length: terms.periods }, (_, index) => {
    const period = index + 1;
    const last = period === terms.periods;
    return {
      period,
      dueAt: payoutDueAt(startMs, terms.periodSeconds, period),
      profit,
      capital: last && terms.capitalReturned ? terms.amount : 0n,
    };
  });
}

/** The sums a schedule promises: total profit and the capital that comes back. */
export function scheduleTotals(terms: InvestmentTerms): { profit: bigint; capital: bigint } {
  return {
    profit: profitPerPeriod(terms.amount, terms.rateBps) * BigInt(terms.periods),
    capital: terms.capitalReturned ? terms.amount : 0n,
  };
}

const PERIOD_UNITS: Array<[seconds: number, name: string]> = [
  [7 * 24 * 3600, 'week'],
  [24 * 3600, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
];

/** A period length in words, in the largest whole unit: "1 day", "2 weeks", "90 seconds". */
export function describePeriod(seconds: number): string {
  const [unit, name] = PERIOD_UNITS.find(([size]) => seconds % size === 0) ?? [1, 'second'];
  const count = seconds / unit;
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}
