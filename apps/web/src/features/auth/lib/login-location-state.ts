import type { SignOutReason } from '@kapital/shared';
import { RESTRICTION_REASON_MAX } from '@kapital/shared/errors';
import { paths } from '@/config/paths.ts';
import { isSignOutReason } from '@/lib/sign-out-reason.ts';

/**
 * What other screens tell the login page through router navigation state. It never travels in
 * the URL, so nobody can craft a link that shows a misleading notice.
 */
export interface LoginLocationState {
  /** The page to return to after signing in: path, search and hash. */
  from?: string;
  /** Why the user was signed out by the platform. */
  signOutReason?: SignOutReason;
  /** The sentence that says so, in staff's words when they gave them. */
  signOutNotice?: string;
  /** Set by the reset-password page after a successful reset. */
  passwordChanged?: boolean;
}

/** Staff's reason (RESTRICTION_REASON_MAX) and the sentence around it. */
const MAX_NOTICE = RESTRICTION_REASON_MAX + 200;

/** Reads navigation state defensively: history entries can hold anything. */
export function readLoginLocationState(state: unknown): LoginLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  const result: LoginLocationState = {};
  if (typeof record.from === 'string') result.from = record.from;
  if (isSignOutReason(record.signOutReason)) {
    result.signOutReason = record.signOutReason;
    // Only with its reason, and no longer than the server ever words one.
    if (typeof record.signOutNotice === 'string' && record.signOutNotice.length <= MAX_NOTICE) {
      result.signOutNotice = record.signOutNotice;
    }
  }
  if (record.passwordChanged === true) result.passwordChanged = true;
  return result;
}

/** Where to go after signing in: the page the user came from if it is one of ours, else home. */
export function afterSignInPath(state: LoginLocationState): string {
  const { from } = state;
  if (!from?.startsWith('/') || from.startsWith('//')) return paths.home;
  if (from === paths.login || from.startsWith(`${paths.login}?`)) return paths.home;
  return from;
}
