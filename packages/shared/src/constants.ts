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

/** The {name} part of /trade/{sym}/{name}; the seed's default trade link is /trade/BTC/bitcoin. */
export const PAIR_NAMES: Record<PairSymbol, string> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  SOL: 'solana',
  LINK: 'chainlink',
  XRP: 'ripple',
  ADA: 'cardano',
  AVAX: 'avalanche',
  MATIC: 'polygon',
  BNB: 'bnb',
  DOGE: 'dogecoin',
  FTM: 'fantom',
};
export const QUOTE_ASSET = 'USDT';

/** Avatars: JPEG, PNG or WebP up to 2 MB, recognised by their bytes. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The multipart field POST /api/profile/avatar reads the image from. */
export const AVATAR_FIELD = 'avatar';

/** The four ledger accounts every user owns. */
export const USER_ACCOUNT_KINDS = ['wallet', 'bonus', 'profit', 'demo'] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];

export const USERNAME_PATTERN = /^[a-z0-9_]{3,20}$/;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
