import type { SIGN_IN_METHODS, SignInResult } from '@kapital/shared';

type SignInMethod = (typeof SIGN_IN_METHODS)[number];
type ChipColor = 'success' | 'warning' | 'error' | 'info';

/** A sign-in attempt's result as the history shows it, and its chip's color. */
export const SIGN_IN_RESULTS_SHOWN: Record<SignInResult, { label: string; color: ChipColor }> = {
  signed_in: { label: 'Signed in', color: 'success' },
  wrong_password: { label: 'Wrong password', color: 'warning' },
  wrong_code: { label: 'Wrong code', color: 'warning' },
  limited: { label: 'Limited', color: 'error' },
  blocked: { label: 'Blocked', color: 'error' },
  staff_access: { label: 'Staff access', color: 'info' },
};

/** How the attempt proved who it was. */
export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  password: 'Password',
  two_factor: 'Password and code',
  passkey: 'Passkey',
  email_link: 'E-mail link',
  staff_access: 'Staff link',
};

/** "Chrome 156 · Windows 10", whichever half is known, or a plain word when neither is. */
export function deviceText(device: { browser: string | null; system: string | null }): string {
  const parts = [device.browser, device.system].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : 'Unknown browser';
}
