import { z } from 'zod';
import { moneyInput, moneyString, rateString } from './common.ts';

/**
 * PATCH /api/admin/settings: only the settings sent change. Unknown keys are refused, so a
 * misspelt name is an error instead of a silent no-op.
 */
export const updateSettingsBody = z
  .strictObject({
    menuContact: z.boolean('Choose on or off'),
    rateMYR: rateString,
    rateIDR: rateString,
    rateSGD: rateString,
    rateBND: rateString,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Change at least one setting');
export type UpdateSettingsBody = z.input<typeof updateSettingsBody>;

/** The user funds staff may credit or debit; demo money is minted, never adjusted. */
export const ADJUSTABLE_ACCOUNTS = ['wallet', 'bonus', 'profit'] as const;
export type AdjustableAccount = (typeof ADJUSTABLE_ACCOUNTS)[number];

export const adminUserParams = z.object({
  userId: z.string().trim().min(1, 'Choose a user').max(128, 'Not a user id'),
});

/** POST /api/admin/users/{userId}/adjustments, with an Idempotency-Key header. */
export const adjustmentBody = z.object({
  account: z.enum(ADJUSTABLE_ACCOUNTS, 'Choose wallet, bonus or profit'),
  direction: z.enum(['credit', 'debit'], 'Choose credit or debit'),
  amount: moneyInput,
  reason: z
    .string('Give a reason')
    .trim()
    .min(3, 'Give a reason of at least 3 characters')
    .max(200, 'Keep the reason under 200 characters'),
});
export type AdjustmentBody = z.input<typeof adjustmentBody>;

export const adjustmentResponse = z.object({
  transferId: z.string(),
  account: z.enum(ADJUSTABLE_ACCOUNTS),
  /** The fund's balance after the adjustment, in USD. */
  balance: moneyString,
});
export type AdjustmentResponse = z.infer<typeof adjustmentResponse>;
