import { BASE_CURRENCY } from '@kapital/shared/constants';
import { parseMoney, withdrawalFee } from '@kapital/shared/money';
import type { TFunction } from 'i18next';
import { formatAmount, numberSeparators, readAmount } from '@/lib/i18n/format.ts';

/** What the form needs of GET /api/withdrawals/terms to price an amount. */
export interface FeeTerms {
  feeBps: number;
  feeFixed: string;
  min: string;
}

/** An amount as the server will take it: amount = fee + net, net is what the bank receives. */
export interface WithdrawalQuote {
  amount: bigint;
  fee: bigint;
  net: bigint;
}

/** The typed amount priced with the server's own fee rule; null while it is not an amount. */
export function quoteWithdrawal(amountText: string, terms: FeeTerms): WithdrawalQuote | null {
  const typed = readAmount(amountText);
  return typed.ok ? priceWithdrawal(typed.minor, terms) : null;
}

function priceWithdrawal(amount: bigint, terms: FeeTerms): WithdrawalQuote {
  const fee = withdrawalFee(amount, terms.feeBps, parseMoney(terms.feeFixed));
  return { amount, fee, net: amount - fee };
}

export const usd = (minor: bigint) => `${formatAmount(minor)} ${BASE_CURRENCY}`;

/**
 * Why the typed amount cannot be asked for, in the words shown under the field, or null when
 * it can. The server checks all of it again; this only saves the person a round trip. The
 * shared typing problems stay in English: the field shows them as field messages.
 */
export function amountProblem(
  amountText: string,
  terms: FeeTerms,
  balance: string,
  sourceLabel: string,
  t: TFunction<'withdrawals'>,
): string | null {
  const trimmed = amountText.trim();
  if (trimmed === '') return t('amount.empty');
  const typed = readAmount(trimmed);
  if (!typed.ok) return typed.problem;
  const quote = priceWithdrawal(typed.minor, terms);
  const min = parseMoney(terms.min);
  if (quote.amount < min) return t('amount.belowMinimum', { min: usd(min) });
  const available = parseMoney(balance);
  if (quote.amount > available) {
    return t('amount.aboveBalance', {
      fund: sourceLabel.toLowerCase(),
      available: usd(available),
    });
  }
  if (quote.net <= 0n) return t('amount.feeSwallows');
  return null;
}

/** "1% + 1.00 USD" for 100 bps and 1.00 fixed; either part is left out when it is zero. */
export function describeFee(feeBps: number, feeFixed: string, t: TFunction<'withdrawals'>): string {
  const fixed = parseMoney(feeFixed);
  const parts: string[] = [];
  if (feeBps > 0) parts.push(`${formatBps(feeBps)}%`);
  if (fixed > 0n) parts.push(usd(fixed));
  return parts.length > 0 ? parts.join(' + ') : t('amount.noFee');
}

/** Basis points as a percentage without trailing zeros: 100 -> "1", 150 -> "1.5" ("1,5"), 5 -> "0.05". */
function formatBps(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const fraction = (bps % 100).toString().padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}${numberSeparators().decimal}${fraction}` : `${whole}`;
}
