import { z } from 'zod';
import { CASH_FUNDS, SIDE_FUNDS, STATEMENT_TYPES } from '../constants.ts';
import { dayField, moneyInput, moneyString, pageField, pageOf, sizeField } from './common.ts';

export const statementParams = z.object({
  fund: z.enum(CASH_FUNDS, 'Choose wallet, bonus or profit'),
});

/**
 * GET /api/statements/{fund}?type=&from=&to=&page=&size= (newest first) and
 * GET /api/statements/{fund}/csv?type=&from=&to= (the whole filtered statement, oldest first).
 * from and to are calendar days in UTC, both included.
 */
export const statementQuery = z
  .object({
    type: z.enum(STATEMENT_TYPES, 'Unknown movement type').optional(),
    from: dayField.optional(),
    to: dayField.optional(),
    page: pageField,
    size: sizeField,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date must not be before the start date',
  });
export type StatementQuery = z.input<typeof statementQuery>;

/** One movement of a fund, signed from the fund's side, with the balance right after it. */
export const statementRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  type: z.enum([...STATEMENT_TYPES, 'other']),
  /** e.g. "Deposit DEP-000042", "Withdrawal WD-000007", "From bonus fund". */
  description: z.string(),
  /** Positive money in, negative money out. */
  amount: moneyString,
  balanceAfter: moneyString,
  reference: z.string().nullable(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;
export const statementResponse = pageOf(statementRowSchema).extend({ balance: moneyString });
export type StatementResponse = z.infer<typeof statementResponse>;

/**
 * GET /api/statements/{fund}/history?days=: the fund's closing balance on each of the last `days`
 * UTC days, ending today; a day without movements carries the balance before it.
 */
export const balanceHistoryQuery = z.object({
  days: z.coerce
    .number('Days must be a whole number from 7 to 365')
    .int('Days must be a whole number from 7 to 365')
    .min(7, 'Days must be a whole number from 7 to 365')
    .max(365, 'Days must be a whole number from 7 to 365')
    .default(30),
});
export const balanceHistoryResponse = z.object({
  points: z.array(z.object({ date: z.string(), balance: moneyString })),
});
export type BalanceHistoryResponse = z.infer<typeof balanceHistoryResponse>;

export const fundMoveParams = z.object({
  fund: z.enum(SIDE_FUNDS, 'Choose bonus or profit'),
});
/** POST /api/funds/{fund}/move, with an Idempotency-Key: moves the amount into the wallet. */
export const fundMoveBody = z.object({ amount: moneyInput });
export type FundMoveBody = z.input<typeof fundMoveBody>;
