import { parseMoney } from '@kapital/shared/money';
import { formatAmount as formatMinorAmount, numberSeparators } from '@/lib/i18n/format.ts';

/** '1234.5' or '1234.50' from the API as '1,234.50' ('1.234,50' in Indonesian). */
export function formatAmount(amount: string): string {
  return formatMinorAmount(parseMoney(amount));
}

/**
 * A stored rate as people read it: at least two decimals, no trailing zeros beyond them, the
 * whole part grouped ('4.7' → '4.70', '15500' → '15,500.00', '4.725000' → '4.725'), with the
 * chosen language's separators.
 */
export function formatRate(rate: string): string {
  const { group, decimal } = numberSeparators();
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const decimals = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${grouped}${decimal}${decimals}`;
}

/** '1 USD = 4.70 MYR': the rate an invoice's local amounts were converted at. */
export function rateLine(currency: string, rate: string): string {
  return `1 USD = ${formatRate(rate)} ${currency}`;
}
