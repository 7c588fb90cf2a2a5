import { SIGN_OUT_REASONS, type SignOutReason } from '@kapital/shared/errors';

export function isSignOutReason(value: unknown): value is SignOutReason {
  return typeof value === 'string' && Object.hasOwn(SIGN_OUT_REASONS, value);
}
