import { BASE_CURRENCY } from '@kapital/shared/constants';
import { formatMoneyDisplay, MONEY_PATTERN, parseMoney } from '@kapital/shared/money';

/**
 * Why the typed amount cannot be moved to the wallet, as shown under the field, or null when
 * it can. The server checks again; this spares the person a round trip.
 */
export function moveAmountProblem(
  amountText: string,
  balance: string,
  fundName: string,
): string | null {
  const trimmed = amountText.trim();
  if (trimmed === '') return 'Enter the amount to move';
  if (!MONEY_PATTERN.test(trimmed)) return 'Enter an amount with at most two decimals';
  const amount = parseMoney(trimmed);
  if (amount <= 0n) return 'Enter an amount above zero';
  const available = parseMoney(balance);
  if (amount > available) {
    return `That is more than your ${fundName.toLowerCase()} holds (${formatMoneyDisplay(available)} ${BASE_CURRENCY})`;
  }
  return null;
}
