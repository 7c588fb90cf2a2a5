import { BASE_CURRENCY, RATED_CURRENCIES, type RatedCurrency } from './constants.ts';
import {
  convertMinor,
  ENGLISH_SEPARATORS,
  formatMoneyDisplay,
  type NumberSeparators,
  parseMoney,
} from './money.ts';
import type { PublicSettings } from './schemas/me.ts';

export interface CurrencyRate {
  name: RatedCurrency;
  value: string;
}

/** The seed's rate list: empty when settings are missing. */
export function currencyRates(settings: PublicSettings | null | undefined): CurrencyRate[] {
  if (!settings) return [];
  return RATED_CURRENCIES.map((name) => ({ name, value: settings[`rate${name}`] }));
}

/**
 * The balance as the seed displays it: balance (USD) x the rate whose name is the user's
 * currency; USD at rate 1 when the user has none or no rate matches. The language's separators
 * change only how the amount is written.
 */
export function displayBalance(
  balanceUsd: string,
  currency: string | null | undefined,
  rates: CurrencyRate[],
  separators: NumberSeparators = ENGLISH_SEPARATORS,
): { amount: string; currency: string } {
  const rate = rates.find((entry) => entry.name === currency);
  const minor = parseMoney(balanceUsd);
  if (!rate) return { amount: formatMoneyDisplay(minor, separators), currency: BASE_CURRENCY };
  return {
    amount: formatMoneyDisplay(convertMinor(minor, rate.value), separators),
    currency: rate.name,
  };
}
