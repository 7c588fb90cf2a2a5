import { BASE_CURRENCY } from '@kapital/shared/constants';
import { formatMoneyDisplay, parseMoney, readTypedMoney } from '@kapital/shared/money';

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
  const typed = readTypedMoney(trimmed);
  if (!typed.ok) return typed.problem;
  const available = parseMoney(balance);
  if (typed.minor > available) {
    return `That is more than your ${fundName.toLowerCase()} holds (${formatMoneyDisplay(available)} ${BASE_CURRENCY})`;
  }
  return null;
}
