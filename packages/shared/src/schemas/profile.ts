import { z } from 'zod';
import {
  currencyField,
  fullNameField,
  languageField,
  passwordField,
  userNameField,
} from './auth.ts';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** PUT /api/profile: everything a user may change about themselves but the avatar. */
export const updateProfileBody = z.object({
  fullName: fullNameField,
  firstName: z
    .string('Enter your first name')
    .trim()
    .min(1, 'Enter your first name')
    .max(40, 'Use at most 40 characters'),
  userName: userNameField,
  currency: currencyField,
  phone: optionalText(20, 'Use at most 20 characters').refine(
    (value) => value === null || /^\+?[0-9][0-9 ()-]{5,19}$/.test(value),
    'Enter a phone number: digits, spaces, ( ) and -, optionally starting with +',
  ),
  /** ISO 3166-1 alpha-2, e.g. "MY". */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Choose a country')
    .nullable(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** PUT /api/profile/language: the language of the user's mail and invoices; the answer echoes it. */
export const updateLanguageBody = z.object({ language: languageField });
export type UpdateLanguageBody = z.input<typeof updateLanguageBody>;
export const languageResponse = z.object({ language: languageField });
export type LanguageResponse = z.infer<typeof languageResponse>;

export const avatarResponse = z.object({ photoURL: z.string() });

export const changePasswordBody = z
  .object({
    currentPassword: z.string('Enter your current password').min(1, 'Enter your current password'),
    newPassword: passwordField,
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: 'Choose a password different from the current one',
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
