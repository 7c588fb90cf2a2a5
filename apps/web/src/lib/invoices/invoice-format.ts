import { formatMoneyDisplay, parseMoney } from '@kapital/shared/money';

/** '1234.5' or '1234.50' from the API as '1,234.50'. */
export function formatAmount(amount: string): string {
  return formatMoneyDisplay(parseMoney(amount));
}

/**
 * A stored rate as people read it: at least two decimals, no trailing zeros beyond them, the
 * whole part grouped ('4.7' → '4.70', '15500' → '15,500.00', '4.725000' → '4.725').
 */
export function formatRate(rate: string): string {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${grouped}.${decimals}`;
}

/** '1 USD = 4.70 MYR': the rate an invoice's local amounts were converted at. */
export function rateLine(currency: string, rate: string): string {
  return `1 USD = ${formatRate(rate)} ${currency}`;
}

/**
 * A date-time from the API, short and in the viewer's zone ('21 Nov 2026, 10:18'); text that
 * is not a date is shown as it is, so a caller may pass a ready-made value.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
