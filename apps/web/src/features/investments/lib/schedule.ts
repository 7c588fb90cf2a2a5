import type { InvestmentSummary, OfferedPackage, PublicSettings } from '@kapital/shared';
import { BASE_CURRENCY } from '@kapital/shared/constants';
import {
  type InvestmentTerms,
  investmentSchedule,
  type ScheduledPayout,
  scheduleTotals,
} from '@kapital/shared/investments';
import { convertMinor, parseMoney } from '@kapital/shared/money';
import { currencyRates } from '@kapital/shared/rates';
import { formatAmount } from '@/lib/i18n/format.ts';

/** One payout of a schedule; `paid` is null in a preview, where nothing is paid yet. */
export interface ScheduleRow extends ScheduledPayout {
  paid: boolean | null;
}

export interface Schedule {
  rows: ScheduleRow[];
  /** Minor units: the profit of every period, and the capital that comes back at the end. */
  totalProfit: bigint;
  capitalReturned: bigint;
}

/** The terms an investment of `amount` (minor units) in the package would get today. */
export function packageTerms(pkg: OfferedPackage, amount: bigint): InvestmentTerms {
  return {
    amount,
    rateBps: pkg.rateBps,
    periods: pkg.periods,
    periodSeconds: pkg.periodSeconds,
    capitalReturned: pkg.capitalReturned,
  };
}

/** The terms an investment was made on, as its invoice copied them from the package. */
export function investmentTerms(investment: InvestmentSummary): InvestmentTerms {
  return {
    amount: parseMoney(investment.amount.usd),
    rateBps: investment.rateBps,
    periods: investment.periods,
    periodSeconds: investment.periodSeconds,
    capitalReturned: investment.capitalReturned,
  };
}

/**
 * Every payout an investment of `amount` would get if made at `startMs`: the same functions the
 * payout worker pays by (@kapital/shared/investments), so the preview is what will be paid.
 */
export function previewSchedule(pkg: OfferedPackage, amount: bigint, startMs: number): Schedule {
  const terms = packageTerms(pkg, amount);
  const totals = scheduleTotals(terms);
  return {
    rows: investmentSchedule(terms, startMs).map((payout) => ({ ...payout, paid: null })),
    totalProfit: totals.profit,
    capitalReturned: totals.capital,
  };
}

/** An investment's schedule, each payout marked paid up to the periods the worker has paid. */
export function investmentScheduleOf(investment: InvestmentSummary): Schedule {
  const terms = investmentTerms(investment);
  const totals = scheduleTotals(terms);
  return {
    rows: investmentSchedule(terms, Date.parse(investment.startedAt)).map((payout) => ({
      ...payout,
      paid: payout.period <= investment.periodsPaid,
    })),
    totalProfit: totals.profit,
    capitalReturned: totals.capital,
  };
}

/** A currency other than USD and its rate: amounts are shown in it too. */
export interface LocalCurrency {
  currency: string;
  rate: string;
}

/** The person's currency at today's rate (the settings'), or null for USD or an unrated one. */
export function userLocalCurrency(
  currency: string | null | undefined,
  settings: PublicSettings | null | undefined,
): LocalCurrency | null {
  const rate = currencyRates(settings).find((entry) => entry.name === currency);
  return rate ? { currency: rate.name, rate: rate.value } : null;
}

/** An invoice's currency at the rate stored when it was issued, or null for USD. */
export function invoiceLocalCurrency(invoice: {
  currency: string;
  rate: string;
}): LocalCurrency | null {
  return invoice.currency === BASE_CURRENCY
    ? null
    : { currency: invoice.currency, rate: invoice.rate };
}

/** '4,700.00' for 1,000.00 USD at 4.7: an amount converted for display, grouped. */
export function localAmount(minor: bigint, local: LocalCurrency): string {
  return formatAmount(convertMinor(minor, local.rate));
}
