import { BASE_CURRENCY } from '@kapital/shared/constants';
import { formatMoney, parseMoney } from '@kapital/shared/money';
import type { TFunction } from 'i18next';
import { formatAmount, readAmount } from '@/lib/i18n/format.ts';

/** What the form needs of a package to check an amount. */
export interface AmountLimits {
  minAmount: string;
  maxAmount: string;
}

/** '1,000.00 USD' (the chosen language's separators). */
export const usd = (minor: bigint) => `${formatAmount(minor)} ${BASE_CURRENCY}`;

/** The amount as typed, in minor units, or null while it is not yet an amount above zero. */
export function typedAmount(text: string): bigint | null {
  const typed = readAmount(text);
  return typed.ok ? typed.minor : null;
}

/**
 * Why the typed amount cannot be invested, in the words shown under the field, or null when it
 * can. The same rules as the server's (the package's limits, the wallet, two decimals); the
 * server checks all of it again and has the last word.
 */
export function amountProblem(
  text: string,
  limits: AmountLimits,
  walletBalance: string,
  t: TFunction<'investments'>,
): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return t('amount.required');
  const typed = readAmount(trimmed);
  // A field message of the shared money rules: the form field shows it in the chosen language.
  if (!typed.ok) return typed.problem;
  const amount = typed.minor;
  const min = parseMoney(limits.minAmount);
  if (amount < min) return t('amount.belowMinimum', { amount: usd(min) });
  const max = parseMoney(limits.maxAmount);
  if (amount > max) return t('amount.aboveMaximum', { amount: usd(max) });
  const wallet = parseMoney(walletBalance);
  if (amount > wallet) return t('amount.aboveWallet', { amount: usd(wallet) });
  return null;
}

/**
 * The most the person can invest in the package now, as the field takes it: the package's
 * maximum or the wallet, whichever is less; null when the wallet is below the minimum.
 */
export function largestAmount(limits: AmountLimits, walletBalance: string): string | null {
  const max = parseMoney(limits.maxAmount);
  const wallet = parseMoney(walletBalance);
  const largest = wallet < max ? wallet : max;
  return largest >= parseMoney(limits.minAmount) && largest > 0n ? formatMoney(largest) : null;
}
