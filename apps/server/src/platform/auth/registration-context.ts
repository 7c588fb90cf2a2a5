import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@kapital/shared';

/** Kapital's own fields of a user being created, handed to Better Auth's create hook. */
export interface PendingRegistration {
  fields: {
    userName: string;
    firstName: string;
    currency: string;
    referredBy: string | null;
    signupIp: string | null;
    language?: Language;
    role?: 'user' | 'admin' | 'support';
    emailVerified?: boolean;
  };
  /** Seeded accounts are created verified and get no verification mail. */
  silent: boolean;
}

/**
 * Better Auth creates the user row; Kapital's validated fields reach its create hook through
 * this context instead of through Better Auth's request body, so no Better Auth endpoint can
 * ever set them.
 */
export const registrationContext = new AsyncLocalStorage<PendingRegistration>();
