import {
  BASE_CURRENCY,
  CURRENCIES,
  type Currency,
  compactRate,
  convertMinor,
  formatMoney,
  type InvoiceAmount,
} from '@kapital/shared';
import type { SettingsRow } from './read-settings.ts';

/**
 * The user's currency and the settings' rate for it, copied onto a deposit or withdrawal when it
 * is issued so its invoice keeps saying what it said: USD at rate 1 when the user has none.
 */
export function invoiceCurrency(
  rates: SettingsRow,
  userCurrency: string | null,
): { currency: Currency; rate: string } {
  const currency = storedCurrency(userCurrency);
  if (currency === BASE_CURRENCY) return { currency, rate: '1' };
  return { currency, rate: compactRate(rates[`rate${currency}`]) };
}

/** A currency column read back; anything unknown is shown as USD. */
export function storedCurrency(value: string | null): Currency {
  return CURRENCIES.find((known) => known === value) ?? BASE_CURRENCY;
}

/** An amount in USD and, at the invoice's stored rate, in the user's currency. */
export function invoiceAmount(minor: bigint, rate: string): InvoiceAmount {
  return { usd: formatMoney(minor), local: formatMoney(convertMinor(minor, rate)) };
}
