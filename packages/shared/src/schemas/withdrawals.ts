import { z } from 'zod';
import { CASH_FUNDS, WITHDRAWAL_STATUSES } from '../constants.ts';
import { bankDetailsSchema } from './bank.ts';
import { moneyInput, moneyString, pageField, pageOf, sizeField } from './common.ts';
import { invoiceAmount, invoiceCurrency, invoiceCustomer } from './invoices.ts';

/**
 * GET /api/withdrawals/terms: what the withdrawal form needs before the user types: the fee
 * (computed with withdrawalFee() on both sides), the minimum, the balances, the saved bank
 * account, and whether the user may withdraw at all (blockers name what is missing).
 */
export const withdrawalTermsResponse = z.object({
  feeBps: z.number(),
  feeFixed: moneyString,
  min: moneyString,
  balances: z.object({ wallet: moneyString, bonus: moneyString, profit: moneyString }),
  bank: bankDetailsSchema.nullable(),
  withdrawalsOpenAt: z.string().nullable(),
  /** Empty when the user may withdraw; otherwise each thing that stops them, in order. */
  blockers: z.array(z.enum(['email', 'kyc', 'bank', 'cooldown'])),
});
export type WithdrawalTerms = z.infer<typeof withdrawalTermsResponse>;

/** POST /api/withdrawals, with an Idempotency-Key. */
export const createWithdrawalBody = z.object({
  source: z.enum(CASH_FUNDS, 'Choose wallet, bonus or profit'),
  amount: moneyInput,
});
export type CreateWithdrawalBody = z.input<typeof createWithdrawalBody>;

export const withdrawalParams = z.object({
  withdrawalId: z.string().trim().min(1).max(64, 'Not a receipt id'),
});

/** A withdrawal request and its receipt: amount = fee + net; net is what the bank receives. */
export const withdrawalSchema = invoiceCurrency.extend({
  id: z.string(),
  /** Human receipt number, e.g. WD-000042. */
  number: z.string(),
  source: z.enum(CASH_FUNDS),
  status: z.enum(WITHDRAWAL_STATUSES),
  amount: invoiceAmount,
  fee: invoiceAmount,
  net: invoiceAmount,
  /** The bank account as it was when the user asked: later edits do not redirect the money. */
  bank: bankDetailsSchema.omit({ updatedAt: true }),
  customer: invoiceCustomer,
  payoutReference: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalSummarySchema = withdrawalSchema.pick({
  id: true,
  number: true,
  source: true,
  status: true,
  amount: true,
  net: true,
  currency: true,
  createdAt: true,
});
export type WithdrawalSummary = z.infer<typeof withdrawalSummarySchema>;

/** GET /api/withdrawals?source=&status=&page=&size=: newest first. */
export const withdrawalListQuery = z.object({
  source: z.enum(CASH_FUNDS, 'Choose wallet, bonus or profit').optional(),
  status: z.enum(WITHDRAWAL_STATUSES, 'Unknown status').optional(),
  page: pageField,
  size: sizeField,
});
export type WithdrawalListQuery = z.input<typeof withdrawalListQuery>;
export const withdrawalListResponse = pageOf(withdrawalSummarySchema);
export type WithdrawalListResponse = z.infer<typeof withdrawalListResponse>;

/** Staff: GET /api/admin/withdrawals takes withdrawalListQuery (newest first); and the detail. */
export const adminWithdrawalSummarySchema = withdrawalSummarySchema.extend({
  customer: invoiceCustomer,
  userId: z.string(),
});
export type AdminWithdrawalSummary = z.infer<typeof adminWithdrawalSummarySchema>;
export const adminWithdrawalListResponse = pageOf(adminWithdrawalSummarySchema);
export type AdminWithdrawalListResponse = z.infer<typeof adminWithdrawalListResponse>;
export const adminWithdrawalSchema = withdrawalSchema.extend({
  userId: z.string(),
  reviewedBy: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

/** POST /api/admin/withdrawals/{id}/pay, with an Idempotency-Key. */
export const payoutBody = z.object({
  payoutReference: z
    .string('Enter the payout reference from the bank')
    .trim()
    .min(3, 'Enter the payout reference from the bank')
    .max(100, 'Keep the reference under 100 characters'),
});
export type PayoutBody = z.input<typeof payoutBody>;
