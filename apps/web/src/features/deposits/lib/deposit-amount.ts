import { convertMinor, parseMoney } from '@kapital/shared/money';
import type { CurrencyRate } from '@kapital/shared/rates';
import type { TFunction } from 'i18next';
import { formatAmount, readAmount } from '@/lib/i18n/format.ts';

type DepositsT = TFunction<'deposits'>;

export interface DepositLimits {
  min: string;
  max: string;
}

/** The amount as typed ("1,000.50" too), in minor units, or null while it is not yet one. */
export function typedAmount(text: string): bigint | null {
  const typed = readAmount(text);
  return typed.ok ? typed.minor : null;
}

/** '10.00 to 100,000.00 USD': a method's limits as the form shows them. */
export function formatLimits(limits: DepositLimits, t: DepositsT): string {
  return t('amount.limits', {
    min: formatAmount(parseMoney(limits.min)),
    max: formatAmount(parseMoney(limits.max)),
  });
}

/** Why an amount does not fit a method's limits, in the form's words; null when it fits. */
export function limitProblem(text: string, limits: DepositLimits, t: DepositsT): string | null {
  const amount = typedAmount(text);
  if (amount === null) return null;
  if (amount < parseMoney(limits.min)) {
    return t('amount.belowMinimum', { amount: formatAmount(parseMoney(limits.min)) });
  }
  if (amount > parseMoney(limits.max)) {
    return t('amount.aboveMaximum', { amount: formatAmount(parseMoney(limits.max)) });
  }
  return null;
}

/**
 * '≈ 47.20 MYR': the typed amount in the user's currency at today's rate, or null when the
 * user's currency is USD (or unrated) or nothing sensible is typed.
 */
export function localEquivalent(
  text: string,
  currency: string | null,
  rates: CurrencyRate[],
): string | null {
  const amount = typedAmount(text);
  if (amount === null) return null;
  const rate = rates.find((entry) => entry.name === currency);
  if (!rate) return null;
  return `≈ ${formatAmount(convertMinor(amount, rate.value))} ${rate.name}`;
}
