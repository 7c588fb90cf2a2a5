import { SIGN_OUT_REASONS, type SignOutReason } from '@kapital/shared/errors';

export function isSignOutReason(value: unknown): value is SignOutReason {
  return typeof value === 'string' && Object.hasOwn(SIGN_OUT_REASONS, value);
}

/**
 * The platform signed the user out (banned, blocked, or ended from another browser): why, and the
 * sentence /login shows, in staff's words when they gave them.
 */
export interface ForcedSignOut {
  reason: SignOutReason;
  notice: string;
}
