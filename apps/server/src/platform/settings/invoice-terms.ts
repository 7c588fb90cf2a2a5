import {
  BASE_CURRENCY,
  CURRENCIES,
  type Currency,
  compactDecimal,
  convertMinor,
  ERROR_CODES,
  formatMoney,
  type InvoiceAmount,
} from '@kapital/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
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
  return { currency, rate: compactDecimal(rates[`rate${currency}`]) };
}

/** A currency column read back; anything unknown is shown as USD. */
export function storedCurrency(value: string | null): Currency {
  return CURRENCIES.find((known) => known === value) ?? BASE_CURRENCY;
}

/** An amount in USD and, at the invoice's stored rate, in the user's currency. */
export function invoiceAmount(minor: bigint, rate: string): InvoiceAmount {
  return { usd: formatMoney(minor), local: formatMoney(convertMinor(minor, rate)) };
}

/** Who an invoice is made out to, with the currency it will be shown in. */
export async function invoiceCustomerOf(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      name: user.name,
      userName: user.userName,
      email: user.email,
      currency: user.currency,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw new AppError(404, ERROR_CODES.notFound, 'No such user');
  return row;
}
