import { z } from 'zod';
import { DEPOSIT_STATUSES } from '../constants.ts';
import { moneyInput, pageField, pageOf, sizeField } from './common.ts';
import { invoiceAmount, invoiceCurrency, invoiceCustomer } from './invoices.ts';
import { paymentInstructions } from './payment-methods.ts';

/** POST /api/deposits, with an Idempotency-Key: issues a deposit invoice. */
export const createDepositBody = z.object({
  amount: moneyInput,
  methodId: z.string('Choose a payment method').trim().min(1, 'Choose a payment method').max(64),
});
export type CreateDepositBody = z.input<typeof createDepositBody>;

export const depositParams = z.object({
  depositId: z.string().trim().min(1).max(64, 'Not an invoice id'),
});

/** The optional text field beside the proof file (POST /api/deposits/{id}/proof). */
export const depositTxReference = z
  .string()
  .trim()
  .max(100, 'Keep the transaction reference under 100 characters')
  .regex(/^[\w .:/#-]*$/, 'Use letters, digits and . : / # - only');

/** A deposit invoice: what the user pays, where to, and where it stands. */
export const depositSchema = invoiceCurrency.extend({
  id: z.string(),
  /** Human invoice number, e.g. DEP-000042. */
  number: z.string(),
  /** The code the user writes in the payment's memo, e.g. KP-7F3K9QX2. */
  reference: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  amount: invoiceAmount,
  method: z.object({ id: z.string(), label: z.string(), instructions: paymentInstructions }),
  customer: invoiceCustomer,
  /** The uploaded proof, served to the owner and staff only. */
  proof: z.object({ url: z.string(), contentType: z.string(), uploadedAt: z.string() }).nullable(),
  txReference: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  /** Without proof by then, the invoice expires. */
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** One line of the /invoice-balance list and the staff queue. */
export const depositSummarySchema = depositSchema.pick({
  id: true,
  number: true,
  reference: true,
  status: true,
  amount: true,
  currency: true,
  createdAt: true,
});
export type DepositSummary = z.infer<typeof depositSummarySchema>;

/** GET /api/deposits?status=&page=&size=: newest first. */
export const depositListQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES, 'Unknown status').optional(),
  page: pageField,
  size: sizeField,
});
export type DepositListQuery = z.input<typeof depositListQuery>;
export const depositListResponse = pageOf(depositSummarySchema);
export type DepositListResponse = z.infer<typeof depositListResponse>;

/** Staff: GET /api/admin/deposits takes depositListQuery (newest first); the queue shows who asked. */
export const adminDepositSummarySchema = depositSummarySchema.extend({
  customer: invoiceCustomer,
  userId: z.string(),
  methodLabel: z.string(),
  hasProof: z.boolean(),
});
export type AdminDepositSummary = z.infer<typeof adminDepositSummarySchema>;
export const adminDepositListResponse = pageOf(adminDepositSummarySchema);
export type AdminDepositListResponse = z.infer<typeof adminDepositListResponse>;
export const adminDepositSchema = depositSchema.extend({
  userId: z.string(),
  reviewedBy: z.string().nullable(),
});
export type AdminDeposit = z.infer<typeof adminDepositSchema>;

/** POST /api/admin/deposits/{id}/reject and /api/admin/withdrawals/{id}/reject. */
export const rejectionBody = z.object({
  reason: z
    .string('Give a reason the user will read')
    .trim()
    .min(3, 'Give a reason of at least 3 characters')
    .max(300, 'Keep the reason under 300 characters'),
});
export type RejectionBody = z.input<typeof rejectionBody>;
