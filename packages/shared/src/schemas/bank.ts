import { z } from 'zod';

const text = (what: string, max: number) =>
  z
    .string(`Enter the ${what}`)
    .trim()
    .min(2, `Enter the ${what}`)
    .max(max, `Use at most ${max} characters`);

/** The bank account withdrawals are paid into. */
export const bankDetailsFields = z.object({
  bankName: text('bank name', 100),
  accountHolder: text('account holder as the bank knows them', 100),
  accountNumber: z
    .string('Enter the account number')
    .trim()
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{4,34}$/, 'Use 4 to 34 letters or digits (an IBAN is fine)')),
  swift: z
    .string('Enter the SWIFT/BIC or branch code')
    .trim()
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9-]{3,20}$/, 'Use 3 to 20 letters, digits or -')),
});
export type BankDetailsFields = z.input<typeof bankDetailsFields>;

/**
 * PUT /api/bank: save the bank details. The password re-authenticates the change; a change of
 * existing details closes withdrawals for 24 h (the first save does not).
 */
export const saveBankDetailsBody = bankDetailsFields.extend({
  password: z.string('Enter your password').min(1, 'Enter your password').max(128),
});
export type SaveBankDetailsBody = z.input<typeof saveBankDetailsBody>;

export const bankDetailsSchema = z.object({
  bankName: z.string(),
  accountHolder: z.string(),
  accountNumber: z.string(),
  swift: z.string(),
  updatedAt: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** GET and PUT /api/bank. */
export const bankDetailsResponse = z.object({
  details: bankDetailsSchema.nullable(),
  /** ISO time when withdrawals reopen after a change; null when they are open. */
  withdrawalsOpenAt: z.string().nullable(),
});
export type BankDetailsResponse = z.infer<typeof bankDetailsResponse>;
