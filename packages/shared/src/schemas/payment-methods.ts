import { z } from 'zod';
import { amountsInOrder, moneyInput, moneyString } from './common.ts';

const text = (message: string, max: number) =>
  z.string(message).trim().min(2, message).max(max, `Use at most ${max} characters`);

/** Where a user sends money: a bank account, or a crypto address on a network. */
export const paymentInstructions = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bank'),
    bankName: text('Enter the bank name', 100),
    accountHolder: text('Enter the account holder', 100),
    accountNumber: z
      .string('Enter the account number')
      .trim()
      .regex(/^[A-Za-z0-9 -]{4,40}$/, 'Use 4 to 40 letters, digits, spaces or -'),
  }),
  z.object({
    kind: z.literal('crypto'),
    asset: z
      .string('Enter the asset, e.g. USDT')
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2,10}$/, 'Use 2 to 10 letters or digits, e.g. USDT'),
    network: text('Enter the network, e.g. TRC20', 40),
    address: z
      .string('Enter the address')
      .trim()
      .regex(/^[A-Za-z0-9:_-]{20,120}$/, 'Enter a crypto address of 20 to 120 letters or digits'),
  }),
]);
export type PaymentInstructions = z.infer<typeof paymentInstructions>;

/** A payment method as users see it (only active ones) and staff see it (all). */
export const paymentMethodSchema = z.object({
  id: z.string(),
  label: z.string(),
  instructions: paymentInstructions,
  /** This method's own limits, USD; a deposit must also be within the settings' limits. */
  min: moneyString,
  max: moneyString,
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET /api/payment-methods (active ones) and GET /api/admin/payment-methods (all). */
export const paymentMethodListResponse = z.object({ items: z.array(paymentMethodSchema) });
export type PaymentMethodListResponse = z.infer<typeof paymentMethodListResponse>;

const methodFields = z.object({
  label: text('Give the method a name users will recognise', 60),
  instructions: paymentInstructions,
  min: moneyInput,
  max: moneyInput,
  active: z.boolean('Choose active or inactive'),
});

const limitsInOrder = (body: { min?: unknown; max?: unknown }) =>
  amountsInOrder(body.min, body.max);

/** POST /api/admin/payment-methods. */
export const createPaymentMethodBody = methodFields.refine(limitsInOrder, {
  path: ['max'],
  message: 'The maximum must be at least the minimum',
});
export type CreatePaymentMethodBody = z.input<typeof createPaymentMethodBody>;

/** PATCH /api/admin/payment-methods/{id}: only what is sent changes (max >= min is checked on the stored values too). */
export const updatePaymentMethodBody = methodFields
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Change at least one field')
  .refine(limitsInOrder, {
    path: ['max'],
    message: 'The maximum must be at least the minimum',
  });
export type UpdatePaymentMethodBody = z.input<typeof updatePaymentMethodBody>;

export const paymentMethodParams = z.object({
  methodId: z.string().trim().min(1).max(64, 'Not a payment method id'),
});
