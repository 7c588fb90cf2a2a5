import { z } from 'zod';
import { MONEY_PATTERN, RATE_PATTERN } from '../money.ts';

/** An amount in JSON: a decimal string with at most two places. */
export const moneyString = z
  .string()
  .regex(/^-?\d+\.\d{2}$/, 'Amounts are decimal strings with two places');

/** A positive amount typed by a person: up to two decimals, above zero. */
export const moneyInput = z
  .string()
  .trim()
  .regex(MONEY_PATTERN, 'Enter an amount with at most two decimals')
  .refine((value) => !/^0+(\.0+)?$/.test(value), 'Enter an amount above zero');

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
