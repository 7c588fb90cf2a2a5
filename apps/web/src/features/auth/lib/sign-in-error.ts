import { ERROR_CODES, type SignOutReason } from '@kapital/shared/errors';
import type { TFunction } from 'i18next';
import { errorMessage, isApiError } from '@/lib/api-error.ts';

/** The refusals that only support can lift: the login page offers support's address with them. */
const RESTRICTIONS: ReadonlySet<string> = new Set([
  ERROR_CODES.userBlocked,
  ERROR_CODES.userBanned,
]);

/**
 * The alert text for a failed sign-in. A wrong e-mail or password is worded here; a blocked or
 * banned account's refusal is the server's signOutNotice, staff's reason included.
 */
export function signInErrorMessage(error: unknown, t: TFunction<'auth'>): string {
  if (isApiError(error, ERROR_CODES.invalidCredentials)) return t('signIn.invalidCredentials');
  return errorMessage(error);
}

/**
 * Whether the login page shows support's address under its alert: the alert is a blocked or
 * banned account's refusal, either of this sign-in (`failure`, which takes the alert's place when
 * there is one) or of the session the user was signed out of (`signOutReason`). Decided by the
 * error code, never by the wording.
 */
export function showsSupportContact(
  failure: unknown,
  signOutReason: SignOutReason | undefined,
): boolean {
  if (failure) return isApiError(failure) && RESTRICTIONS.has(failure.code);
  return signOutReason !== undefined && RESTRICTIONS.has(signOutReason);
}
