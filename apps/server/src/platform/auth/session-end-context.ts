import { AsyncLocalStorage } from 'node:async_hooks';
import type { SignOutReason } from '@kapital/shared';

/** Why the sessions Better Auth deletes within this context end, for their browsers. */
export interface SessionEnd {
  reason: SignOutReason;
}

/**
 * Better Auth deletes sessions for many causes (sign-out, password change, revocation) through
 * one delete hook, which cannot tell them apart. A route that ends other browsers' sessions runs
 * Better Auth inside this context, so the hook's `session.closed` event carries the reason
 * those browsers are told; a browser signing itself out runs outside it and is told nothing.
 */
export const sessionEndContext = new AsyncLocalStorage<SessionEnd>();
