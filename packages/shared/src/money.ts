/**
 * Money is held as bigint minor units (cents of USD) everywhere in code and travels as a
 * decimal string in JSON. A JavaScript number never carries an amount.
 */
export const MONEY_SCALE = 2;
const MINOR_PER_MAJOR = 10n ** BigInt(MONEY_SCALE);

/** Non-negative amount with at most two decimals, e.g. "12", "12.5", "12.50". */
export const MONEY_PATTERN = /^(0|[1-9]\d{0,14})(\.\d{1,2})?$/;

export function parseMoney(text: string): bigint {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const unsigned = negative ? trimmed.slice(1) : trimmed;
  if (!MONEY_PATTERN.test(unsigned)) throw new RangeError(`Not a money amount: "${text}"`);
  const [whole = '0', fraction = ''] = unsigned.split('.');
  const minor = BigInt(whole) * MINOR_PER_MAJOR + BigInt(fraction.padEnd(MONEY_SCALE, '0'));
  return negative ? -minor : minor;
}

/** How a language writes a number: "1,234.56" in English, "1.234,56" in Indonesian. */
export interface NumberSeparators {
  group: string;
  decimal: string;
}
export const ENGLISH_SEPARATORS: NumberSeparators = { group: ',', decimal: '.' };

/** What a person typed as an amount: the amount in minor units, or what is wrong with it. */
export type TypedMoney = { ok: true; minor: bigint } | { ok: false; problem: string };

export const TYPED_MONEY_PROBLEMS = {
  empty: 'Enter an amount',
  notANumber: 'Enter a number',
  notAboveZero: 'Enter an amount above zero',
  separators: 'Put commas only between groups of three digits, as in 1,000.50',
  decimals: 'At most two decimals',
  tooLarge: 'Enter a smaller amount',
} as const;

const MAX_WHOLE_DIGITS = 15;

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Reads an amount as a person types it: "1,000.50", "1000.5", ".5" and "007" are amounts;
 * anything else says what is wrong ("Enter a number", "At most two decimals", ...). Forms check
 * with this and send formatMoney(minor), so the API still gets a plain decimal string. Zero is
 * refused unless `allowZero` (a fee or a minimum staff may set to nothing). `separators` are the
 * person's language's: an Indonesian types "1.000,50", and separators only between groups of
 * three are read as such.
 */
export function readTypedMoney(
  text: string,
  { allowZero = false, separators = ENGLISH_SEPARATORS } = {},
): TypedMoney {
  const { group, decimal } = separators;
  const trimmed = text.trim();
  const fail = (problem: string): TypedMoney => ({ ok: false, problem });
  if (trimmed === '') return fail(TYPED_MONEY_PROBLEMS.empty);
  const allowed = new RegExp(`^-?[\\d${escapeForPattern(group + decimal)}]+$`);
  if (!allowed.test(trimmed) || !/\d/.test(trimmed)) {
    return fail(TYPED_MONEY_PROBLEMS.notANumber);
  }
  if (trimmed.startsWith('-')) return fail(TYPED_MONEY_PROBLEMS.notAboveZero);
  const [whole = '', fraction = '', ...rest] = trimmed.split(decimal);
  // Separators between groups of three, as "1,000" and "12,345,678"; none at all is fine too.
  const groupedWhole = new RegExp(`^(\\d+|\\d{1,3}(${escapeForPattern(group)}\\d{3})+)$`);
  const grouped = whole === '' || groupedWhole.test(whole);
  if (!grouped || fraction.includes(group) || rest.length > 0) {
    return fail(TYPED_MONEY_PROBLEMS.separators);
  }
  if (fraction.length > MONEY_SCALE) return fail(TYPED_MONEY_PROBLEMS.decimals);
  const digits = whole.replaceAll(group, '').replace(/^0+/, '');
  if (digits.length > MAX_WHOLE_DIGITS) return fail(TYPED_MONEY_PROBLEMS.tooLarge);
  const minor = BigInt(digits || '0') * MINOR_PER_MAJOR + BigInt(fraction.padEnd(MONEY_SCALE, '0'));
  if (minor === 0n && !allowZero) return fail(TYPED_MONEY_PROBLEMS.notAboveZero);
  return { ok: true, minor };
}

/** "1234.56": the JSON form of an amount, no grouping. */
export function formatMoney(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / MINOR_PER_MAJOR;
  const fraction = (abs % MINOR_PER_MAJOR).toString().padStart(MONEY_SCALE, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * "1,234.56": the display form, with thousands separators; a language's own separators give
 * "1.234,56". Only the writing changes, never the amount.
 */
export function formatMoneyDisplay(
  minor: bigint,
  separators: NumberSeparators = ENGLISH_SEPARATORS,
): string {
  const plain = formatMoney(minor);
  const [whole = '0', fraction = '00'] = plain.split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, separators.group);
  return `${negative ? '-' : ''}${grouped}${separators.decimal}${fraction}`;
}

/** Exchange rates are positive decimals with up to six places ("4.72", "15500"). */
export const RATE_SCALE = 6;
const RATE_UNIT = 10n ** BigInt(RATE_SCALE);
export const RATE_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,6})?$/;

export function parseRate(text: string): bigint {
  if (!RATE_PATTERN.test(text)) throw new RangeError(`Not a rate: "${text}"`);
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * RATE_UNIT + BigInt(fraction.padEnd(RATE_SCALE, '0'));
}

/**
 * Converts minor units at a rate for display, rounding half away from zero. Rates only ever
 * display money; stored amounts are never converted.
 */
export function convertMinor(minor: bigint, rate: string): bigint {
  const product = minor * parseRate(rate);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs + RATE_UNIT / 2n) / RATE_UNIT;
  return negative ? -rounded : rounded;
}

/** Basis points in a whole: 10,000 bps = 100 %. */
export const BPS_PER_WHOLE = 10_000n;

/**
 * A withdrawal's fee: the fixed part plus `feeBps` of the amount, the percentage rounded half
 * up to the cent. The browser shows the same figure the server charges, so both call this.
 */
export function withdrawalFee(amount: bigint, feeBps: number, feeFixed: bigint): bigint {
  const percentage = (amount * BigInt(feeBps) + BPS_PER_WHOLE / 2n) / BPS_PER_WHOLE;
  return feeFixed + percentage;
}

/**
 * A stored NUMERIC ("4.700000", "94332.18000000") in the form the API sends it ("4.7",
 * "94332.18"): rates and prices alike.
 */
export function compactDecimal(stored: string): string;
export function compactDecimal(stored: string | null): string | null;
export function compactDecimal(stored: string | null): string | null {
  if (stored === null) return null;
  return stored.includes('.') ? stored.replace(/\.?0+$/, '') : stored;
}
