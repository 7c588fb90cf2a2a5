import { ERROR_CODES } from '@kapital/shared/errors';
import { errorMessage, isApiError } from '@/lib/api-error.ts';

const INVALID_CREDENTIALS_MESSAGE = 'Invalid e-mail or password';

/**
 * The alert text for a failed sign-in. A wrong e-mail or password is worded here; a blocked or
 * banned account's refusal is the server's signOutNotice, staff's reason included.
 */
export function signInErrorMessage(error: unknown): string {
  if (isApiError(error, ERROR_CODES.invalidCredentials)) return INVALID_CREDENTIALS_MESSAGE;
  return errorMessage(error);
}
