import type { SIGN_IN_METHODS, SignInResult } from '@kapital/shared';
import type { ParseKeys, TFunction } from 'i18next';

type SignInMethod = (typeof SIGN_IN_METHODS)[number];
type ChipColor = 'success' | 'warning' | 'error' | 'info';

/** A sign-in attempt's result as the history shows it, and its chip's color. */
export const SIGN_IN_RESULTS_SHOWN: Record<
  SignInResult,
  { label: ParseKeys<'security'>; color: ChipColor }
> = {
  signed_in: { label: 'history.results.signedIn', color: 'success' },
  wrong_password: { label: 'history.results.wrongPassword', color: 'warning' },
  wrong_code: { label: 'history.results.wrongCode', color: 'warning' },
  limited: { label: 'history.results.limited', color: 'error' },
  blocked: { label: 'history.results.blocked', color: 'error' },
  staff_access: { label: 'history.results.staffAccess', color: 'info' },
};

/** How the attempt proved who it was. */
export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, ParseKeys<'security'>> = {
  password: 'history.methods.password',
  two_factor: 'history.methods.twoFactor',
  passkey: 'history.methods.passkey',
  email_link: 'history.methods.emailLink',
  staff_access: 'history.methods.staffAccess',
};

/** "Chrome 156 · Windows 10", whichever half is known, or a plain word when neither is. */
export function deviceText(
  device: { browser: string | null; system: string | null },
  t: TFunction<'security'>,
): string {
  const parts = [device.browser, device.system].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : t('unknownBrowser');
}
