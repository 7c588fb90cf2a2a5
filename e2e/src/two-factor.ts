import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Page } from 'playwright-core';

/** The code an authenticator app shows now for the secret the security page shows (base32). */
export function totpCode(shownSecret: string): Promise<string> {
  const raw = new TextDecoder().decode(base32.decode(shownSecret.replace(/\s+/g, '')));
  return createOTP(raw).totp();
}

/**
 * Turns two-step sign-in on for the person signed in on `page`, through the API the security
 * page uses (security.e2e.test.ts walks through the page); returns the secret.
 */
export async function turnOnTwoFactorThroughApi(
  page: Page,
  password: string,
  origin = new URL(page.url()).origin,
): Promise<string> {
  const enabled = await page.request.post('/api/security/two-factor/enable', {
    headers: { Origin: origin },
    data: { password },
  });
  if (!enabled.ok()) throw new Error(`Turning two-step on: ${await enabled.text()}`);
  const { secret } = (await enabled.json()) as { secret: string };
  const confirmed = await page.request.post('/api/security/two-factor/confirm', {
    headers: { Origin: origin },
    data: { code: await totpCode(secret) },
  });
  if (!confirmed.ok()) throw new Error(`Confirming two-step: ${await confirmed.text()}`);
  return secret;
}
