import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { moneyString, rateString } from './common.ts';

/** The person an invoice or receipt is made out to. */
export const invoiceCustomer = z.object({
  name: z.string(),
  userName: z.string(),
  email: z.string(),
});
export type InvoiceCustomer = z.infer<typeof invoiceCustomer>;

/**
 * The user's currency and its rate when the invoice was issued: invoices show amounts in USD
 * and, at this stored rate, in the user's currency. USD at rate 1 when the user has none.
 */
export const invoiceCurrency = z.object({
  currency: z.enum(CURRENCIES),
  rate: rateString,
});

/** Which invoice lists exist: /invoice-balance, /invoice-wd (and /invoice with investments). */
export const INVOICE_KINDS = ['deposit', 'withdrawal', 'investment'] as const;

/** An amount in USD and, at the invoice's stored rate, in the user's currency. */
export const invoiceAmount = z.object({ usd: moneyString, local: moneyString });
export type InvoiceAmount = z.infer<typeof invoiceAmount>;
