import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { LANGUAGES } from '../languages.ts';
import { moneyString, rateString } from './common.ts';

/** The seed's user document; field names are kept as the seed has them. */
export const profileSchema = z.object({
  uid: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  userName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  currency: z.enum(CURRENCIES).nullable(),
  userBlock: z.boolean(),
  userStatus: z.enum(['active', 'banned']),
  userTrading: z.boolean(),
  photoURL: z.string().nullable(),
  phone: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().nullable(),
  role: z.enum(['user', 'admin', 'support']),
  /** The language screens, mail and invoices use for this person. */
  language: z.enum(LANGUAGES),
});
export type Profile = z.infer<typeof profileSchema>;

/** The seed's single settings document. */
export const publicSettingsSchema = z.object({
  menuContact: z.boolean(),
  rateMYR: rateString,
  rateIDR: rateString,
  rateSGD: rateString,
  rateBND: rateString,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const meResponse = z.object({
  profile: profileSchema,
  /** Wallet balance in USD. */
  balance: moneyString,
  settings: publicSettingsSchema.nullable(),
  /**
   * Set when this session is staff access (an admin viewing as the user, read-only): the
   * banner names the user and offers Stop.
   */
  staffAccess: z.object({ staffUserName: z.string(), expiresAt: z.string() }).nullable(),
});
export type MeResponse = z.infer<typeof meResponse>;
