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

const UNITS = [
  { seconds: 86_400, one: 'day', many: 'days' },
  { seconds: 3_600, one: 'hour', many: 'hours' },
  { seconds: 60, one: 'minute', many: 'minutes' },
  { seconds: 1, one: 'second', many: 'seconds' },
] as const;

/** The largest whole unit of a length of time. */
function wholeUnits(seconds: number): { count: number; one: string; many: string } {
  const unit = UNITS.find((candidate) => seconds % candidate.seconds === 0) ?? UNITS[3];
  return { count: seconds / unit.seconds, one: unit.one, many: unit.many };
}

const counted = (count: number, one: string, many: string) =>
  `${String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${count === 1 ? one : many}`;

/**
 * A length of time in its largest whole unit: 86,400 -> '1 day', 129,600 -> '36 hours'. A
 * length of odd seconds over a minute is told in parts: 200 -> '3 minutes 20 seconds'.
 */
export function durationText(seconds: number): string {
  const { count, one, many } = wholeUnits(seconds);
  if (one !== 'second' || seconds < 60) return counted(count, one, many);
  const parts: string[] = [];
  let left = seconds;
  for (const unit of UNITS) {
    const whole = Math.floor(left / unit.seconds);
    if (whole > 0) parts.push(counted(whole, unit.one, unit.many));
    left -= whole * unit.seconds;
  }
  return parts.join(' ');
}

/** How often a period comes round: 'per day', 'every 12 hours', 'every 2 seconds'. */
export function periodPhrase(periodSeconds: number): string {
  const { count, one } = wholeUnits(periodSeconds);
  return count === 1 ? `per ${one}` : `every ${durationText(periodSeconds)}`;
}
