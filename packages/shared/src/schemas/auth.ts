import { z } from 'zod';
import {
  CURRENCIES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_PATTERN,
} from '../constants.ts';
import { LANGUAGES } from '../languages.ts';

export const emailField = z
  .string('Enter your e-mail')
  .trim()
  .toLowerCase()
  .min(1, 'Enter your e-mail')
  .max(254, 'E-mail is too long')
  .pipe(z.email('Enter a valid e-mail address'));

export const passwordField = z
  .string('Enter a password')
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);

export const userNameField = z
  .string('Choose a username')
  .trim()
  .toLowerCase()
  .regex(USERNAME_PATTERN, 'Use 3 to 20 characters: a-z, 0-9 and _');

export const fullNameField = z
  .string('Enter your full name')
  .trim()
  .min(2, 'Enter your full name')
  .max(80, 'Use at most 80 characters');

export const currencyField = z.enum(CURRENCIES, 'Choose one of USD, MYR, IDR, SGD, BND');

export const languageField = z.enum(LANGUAGES, 'Choose English, Bahasa Melayu or Bahasa Indonesia');

export const registerBody = z.object({
  fullName: fullNameField,
  userName: userNameField,
  email: emailField,
  password: passwordField,
  currency: currencyField,
  referralCode: z
    .string()
    .trim()
    .toLowerCase()
    .max(20, 'Referral codes have at most 20 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
  acceptTerms: z.literal(true, 'Accept the terms to continue'),
  /** The language of the verification mail and everything after it; English when left out. */
  language: languageField.optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

export const registerResponse = z.object({
  uid: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** false when the referral code given matched nobody: flagged, not fatal. */
  referralCodeAccepted: z.boolean().nullable(),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

export const referralCodeCheckResponse = z.object({ valid: z.boolean() });

export const signInBody = z.object({
  email: emailField,
  password: z.string('Enter your password').min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
});
export type SignInBody = z.input<typeof signInBody>;

export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

export const resetPasswordBody = z
  .object({
    newPassword: passwordField,
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** One signed-in browser of the user, as `GET /api/sessions` lists it: never its token. */
export const sessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Read from the user agent, for people: "Chrome 156", "Windows 10". */
  browser: z.string().nullable(),
  system: z.string().nullable(),
  /** The session of the browser asking. */
  current: z.boolean(),
  /** An admin viewing as the user through a staff-access link (read-only, for an hour). */
  staffAccess: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSchema>;

export const sessionListResponse = z.object({ items: z.array(sessionSchema) });
export type SessionListResponse = z.infer<typeof sessionListResponse>;
