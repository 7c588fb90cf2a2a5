import { ERROR_CODES, SIGN_OUT_REASONS } from '@kapital/shared/errors';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { isSignOutReason } from '@/lib/sign-out-reason.ts';

const INVALID_CREDENTIALS_MESSAGE = 'Invalid e-mail or password';

/** The alert text for a failed sign-in; the wording of known refusals is fixed here. */
export function signInErrorMessage(error: unknown): string {
  if (isApiError(error, ERROR_CODES.invalidCredentials)) return INVALID_CREDENTIALS_MESSAGE;
  if (isApiError(error) && isSignOutReason(error.code)) return SIGN_OUT_REASONS[error.code];
  return errorMessage(error);
}
