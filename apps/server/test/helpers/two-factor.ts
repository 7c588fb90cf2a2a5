import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { expect } from 'vitest';
import type { TestBrowser } from './browser.ts';

const PERIOD_MS = 30_000;

/** The code an authenticator app shows for the raw secret, `steps` periods of 30 s from now. */
export function codeForRawSecret(raw: string, steps = 0): Promise<string> {
  return createOTP(raw).hotp(Math.floor(Date.now() / PERIOD_MS) + steps);
}

/** The code an app shows for `secret` (base32, as the API gives it), `steps` periods from now. */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return codeForRawSecret(new TextDecoder().decode(base32.decode(secret)), steps);
}

/** A six-digit code that `codeAt` (a secret's codes by periods from now) gives at no time near now. */
async function codeNotNearNow(codeAt: (steps: number) => Promise<string>): Promise<string> {
  const near = await Promise.all([-1, 0, 1].map((steps) => codeAt(steps)));
  for (let steps = 10; ; steps += 1) {
    const candidate = await codeAt(steps);
    if (!near.includes(candidate)) return candidate;
  }
}

/** A six-digit code that no app shows for `secret` (base32) around now. */
export const wrongTotpCode = (secret: string) => codeNotNearNow((steps) => totpCode(secret, steps));

/** A six-digit code that no app shows for the raw secret around now. */
export const wrongCodeForRawSecret = (raw: string) =>
  codeNotNearNow((steps) => codeForRawSecret(raw, steps));

export interface TwoFactorSetup {
  secret: string;
  backupCodes: string[];
}

/** Turns two-step sign-in on for the browser's user, as the security page does. */
export async function turnOnTwoFactor(
  browser: TestBrowser,
  password: string,
): Promise<TwoFactorSetup> {
  const enabled = await browser.post('/api/security/two-factor/enable', { password });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { secret, backupCodes } = enabled.json() as TwoFactorSetup;
  const confirmed = await browser.post('/api/security/two-factor/confirm', {
    code: await totpCode(secret),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(204);
  return { secret, backupCodes };
}

/** The password step of a sign-in, in `browser`. */
export function passwordStep(browser: TestBrowser, email: string, password: string) {
  return browser.post('/api/auth/sign-in/email', { email, password });
}

/** The code step of a sign-in, in `browser`. */
export function codeStep(browser: TestBrowser, code: string, trustBrowser = false) {
  return browser.post('/api/account/sign-in/two-factor', { code, trustBrowser });
}

/** Signs in with the password and a code from the app; expects both steps to pass. */
export async function signInWithCode(
  browser: TestBrowser,
  email: string,
  password: string,
  secret: string,
  trustBrowser = false,
): Promise<void> {
  const first = await passwordStep(browser, email, password);
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json()).toMatchObject({ twoFactorRedirect: true });
  const second = await codeStep(browser, await totpCode(secret), trustBrowser);
  expect(second.statusCode, second.body).toBe(204);
}
