import { USERNAME_PATTERN } from '@kapital/shared/constants';

/** Referral codes are usernames, compared the way registration stores them. */
export function normalizeReferralCode(code: string): string {
  return code.trim().toLowerCase();
}

/** A code that cannot be anyone's username is not worth asking the server about. */
export function couldBeReferralCode(code: string): boolean {
  return USERNAME_PATTERN.test(code);
}
