import { z } from 'zod';
import {
  ENGLISH_SEPARATORS,
  formatMoney,
  MONEY_PATTERN,
  type NumberSeparators,
  parseMoney,
  RATE_PATTERN,
  readTypedMoney,
  TYPED_MONEY_PROBLEMS,
} from '../money.ts';

/** An amount in JSON: a decimal string with at most two places. */
export const moneyString = z
  .string()
  .regex(/^-?\d+\.\d{2}$/, 'Amounts are decimal strings with two places');

/** Why a request's amount is not a plain decimal: what a person is told, or the API's form. */
function plainMoneyProblem(input: unknown): string {
  const typed = typeof input === 'string' ? readTypedMoney(input) : null;
  if (typed && !typed.ok) return typed.problem;
  return typeof input === 'string' && input.includes(',')
    ? 'Write the amount without thousands separators, as 1000.50'
    : 'Write the amount as a plain decimal, as 1000.50';
}

/**
 * A positive amount in a request: a plain decimal with up to two places ("1000.50"), above zero.
 * Refused input is told what is wrong, as a form tells a person; a grouped "1,000" is an amount
 * to a person but not in the API, whose amounts are plain decimals.
 */
export const moneyInput = z
  .string()
  .trim()
  .regex(MONEY_PATTERN, { error: (issue) => plainMoneyProblem(issue.input) })
  .refine((value) => !/^0+(\.0+)?$/.test(value), TYPED_MONEY_PROBLEMS.notAboveZero);

/**
 * An amount as a person types it in a form ("1,000.50" too, or "1.000,50" with Indonesian
 * separators), read with readTypedMoney and handed on as the plain decimal the API takes
 * ("1000.50").
 */
export function typedMoneyInput(separators: NumberSeparators = ENGLISH_SEPARATORS) {
  return z.string().transform((text, context) => {
    const typed = readTypedMoney(text, { separators });
    if (typed.ok) return formatMoney(typed.minor);
    context.addIssue({ code: 'custom', message: typed.problem });
    return z.NEVER;
  });
}

export const rateString = z
  .string()
  .trim()
  .regex(RATE_PATTERN, 'Enter a positive number with at most six decimals')
  .refine((value) => !/^0+(\.0+)?$/.test(value), 'A rate must be above zero');

export const idempotencyKeyHeader = z
  .string()
  .min(8, 'Idempotency-Key must be 8 to 128 characters')
  .max(128, 'Idempotency-Key must be 8 to 128 characters')
  .regex(/^[A-Za-z0-9_:.-]+$/, 'Idempotency-Key may hold letters, digits and _ : . -');

/** The headers of a money-moving request: an Idempotency-Key is required. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string('Send an Idempotency-Key header of 8 to 128 characters')
    .pipe(idempotencyKeyHeader),
});

/** One page of a paginated list: the items plus where the page sits in the whole. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), page: z.number(), size: z.number(), total: z.number() });
}

/** page (from 1) and size (1..100, default 20) of a paged list. */
export const pageField = z.coerce
  .number('Page must be a whole number from 1')
  .int('Page must be a whole number from 1')
  .min(1, 'Page must be a whole number from 1')
  .max(100_000, 'Page is too large')
  .default(1);
export const sizeField = z.coerce
  .number('Size must be a whole number from 1 to 100')
  .int('Size must be a whole number from 1 to 100')
  .min(1, 'Size must be a whole number from 1 to 100')
  .max(100, 'Size must be a whole number from 1 to 100')
  .default(20);

/**
 * The years a date filter may name. Kapital holds nothing from before 2000, so an earlier or far
 * later year is a typo; the bound also keeps every date one that both JavaScript's ISO form and
 * PostgreSQL can hold (neither takes year 0, and year 10000 becomes "+010000").
 */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2099;
const YEAR_RANGE = `Use a date from ${FIRST_YEAR}-01-01 to ${LAST_YEAR}-12-31`;
const inYearRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};

/** A calendar day as YYYY-MM-DD (a day that exists: no 2001-02-29) within the years above. */
export const dayField = z.iso.date('Use a date as YYYY-MM-DD').refine(inYearRange, YEAR_RANGE);

/** An ISO date-time with an offset (`2025-03-01T10:00:00Z`) within the years above. */
export const dateTimeField = z.iso
  .datetime({ offset: true, message: 'Use an ISO date-time' })
  .refine(inYearRange, YEAR_RANGE);

/**
 * high >= low, compared only once both are amounts: a malformed one already has its own message,
 * and zod runs an object's refinement even when a field failed.
 */
export function amountsInOrder(low: unknown, high: unknown): boolean {
  const isAmount = (value: unknown): value is string =>
    typeof value === 'string' && MONEY_PATTERN.test(value.trim());
  return !isAmount(low) || !isAmount(high) || parseMoney(high) >= parseMoney(low);
}
