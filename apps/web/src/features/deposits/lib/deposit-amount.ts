import { formatMoney, formatMoneyDisplay, parseMoney, readTypedMoney } from '@kapital/shared/money';
import { type CurrencyRate, displayBalance } from '@kapital/shared/rates';

export interface DepositLimits {
  min: string;
  max: string;
}

/** The amount as typed ("1,000.50" too), in minor units, or null while it is not yet one. */
export function typedAmount(text: string): bigint | null {
  const typed = readTypedMoney(text);
  return typed.ok ? typed.minor : null;
}

/** '10.00 to 100,000.00 USD': a method's limits as the form shows them. */
export function formatLimits(limits: DepositLimits): string {
  return `${formatMoneyDisplay(parseMoney(limits.min))} to ${formatMoneyDisplay(parseMoney(limits.max))} USD`;
}

/** Why an amount does not fit a method's limits, in the form's words; null when it fits. */
export function limitProblem(text: string, limits: DepositLimits): string | null {
  const amount = typedAmount(text);
  if (amount === null) return null;
  if (amount < parseMoney(limits.min)) {
    return `The minimum for this method is ${formatMoneyDisplay(parseMoney(limits.min))} USD`;
  }
  if (amount > parseMoney(limits.max)) {
    return `The maximum for this method is ${formatMoneyDisplay(parseMoney(limits.max))} USD`;
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
  const local = displayBalance(formatMoney(amount), currency, rates);
  if (local.currency === 'USD') return null;
  return `≈ ${local.amount} ${local.currency}`;
}
