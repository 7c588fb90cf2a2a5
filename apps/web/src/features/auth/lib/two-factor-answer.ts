import { isRecord } from '@/lib/is-record.ts';

/**
 * Whether the password's answer asks for the second step instead of opening a session: Better
 * Auth's `{ twoFactorRedirect: true }` for an account with two-step sign-in on, when this browser
 * is not trusted. Checked by hand: the sign-in page loads without zod.
 */
export function asksForSecondStep(answer: unknown): boolean {
  return isRecord(answer) && answer.twoFactorRedirect === true;
}
