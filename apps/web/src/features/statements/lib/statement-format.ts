import { parseMoney } from '@kapital/shared/money';
import { formatAmount } from '@/lib/i18n/format.ts';

export type MovementDirection = 'in' | 'out';

/** '+1,234.50' for money in, '−20.00' (a true minus sign) for money out. */
export function signedAmount(amount: string): { text: string; direction: MovementDirection } {
  const minor = parseMoney(amount);
  const direction: MovementDirection = minor < 0n ? 'out' : 'in';
  const magnitude = formatAmount(minor < 0n ? -minor : minor);
  return { text: `${direction === 'out' ? '\u2212' : '+'}${magnitude}`, direction };
}

/** '1,234.50': a balance as read in a statement (in the chosen language's separators). */
export function balanceText(amount: string): string {
  return formatAmount(parseMoney(amount));
}
