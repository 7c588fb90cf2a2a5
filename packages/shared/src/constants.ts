export const BRAND_NAME = 'Kapital';
export const COPYRIGHT_START_YEAR = 2016;

/** The base currency every amount is stored in. */
export const BASE_CURRENCY = 'USD';
/** Currencies a user may choose; each one but USD has a rate in settings (rateMYR, ...). */
export const CURRENCIES = ['USD', 'MYR', 'IDR', 'SGD', 'BND'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const RATED_CURRENCIES = ['MYR', 'IDR', 'SGD', 'BND'] as const;
export type RatedCurrency = (typeof RATED_CURRENCIES)[number];

/** Crypto pairs traded against USDT, in the seed's ticker order. */
export const PAIRS = [
  'BTC',
  'ETH',
  'SOL',
  'LINK',
  'XRP',
  'ADA',
  'AVAX',
  'MATIC',
  'BNB',
  'DOGE',
  'FTM',
] as const;
export type PairSymbol = (typeof PAIRS)[number];

/** The four ledger accounts every user owns. */
export const USER_ACCOUNT_KINDS = ['wallet', 'bonus', 'profit', 'demo'] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];

export const USERNAME_PATTERN = /^[a-z0-9_]{3,20}$/;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
