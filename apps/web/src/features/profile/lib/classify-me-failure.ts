import { ERROR_CODES, SIGN_OUT_REASONS, type SignOutReason } from '@kapital/shared/errors';
import { errorMessage, isApiError } from '@/lib/api-error.ts';
import { isSignOutReason } from '@/lib/sign-out-reason.ts';

/** What the signed-in area does when GET /api/me fails. */
export type MeFailure =
  /** Banned or blocked: the server has ended the sessions; sign out here and say why. */
  | { kind: 'forced-sign-out'; reason: SignOutReason; notice: string }
  /** Signed in without a profile document: the seed logs 'No such document!'. */
  | { kind: 'missing-profile' }
  /** The server no longer agrees with the cached session (expired, or not verified after all). */
  | { kind: 'session-outdated' }
  /** Anything else, e.g. the server is unreachable: worth a retry. */
  | { kind: 'unavailable'; message: string };

export function classifyMeFailure(error: unknown): MeFailure {
  if (isApiError(error)) {
    if (error.status === 403 && isSignOutReason(error.code)) {
      // The server words the notice, with staff's reason when they gave one.
      return {
        kind: 'forced-sign-out',
        reason: error.code,
        notice: error.message || SIGN_OUT_REASONS[error.code],
      };
    }
    if (error.status === 404 && error.code === ERROR_CODES.notFound) {
      return { kind: 'missing-profile' };
    }
    if (error.code === ERROR_CODES.unauthenticated || error.code === ERROR_CODES.emailNotVerified) {
      return { kind: 'session-outdated' };
    }
  }
  return { kind: 'unavailable', message: errorMessage(error) };
}
