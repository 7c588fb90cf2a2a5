import { randomUUID } from 'node:crypto';
import { SECOND_STEP_HEADER, type SecondStepPurpose } from '@kapital/shared';
import { generateRandomString, symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { twoFactor, user } from '../../src/db/schema/index.ts';
import { send } from './admin.ts';
import type { TestApp } from './build.ts';
import { type SoftwarePasskey, softwarePasskey } from './passkey-authenticator.ts';
import { codeForRawSecret } from './two-factor.ts';
import { cookieOf, type TestUser } from './users.ts';

/**
 * Turns two-step sign-in on for a user the way Better Auth's plugin leaves it once confirmed: the
 * secret encrypted with Better Auth's own secret configuration, the user marked. Returns the raw
 * secret, from which an app's codes follow.
 */
export async function turnOnTwoStepInDatabase(t: TestApp, userId: string): Promise<string> {
  const secret = generateRandomString(32);
  const { secretConfig } = await t.deps.auth.$context;
  await t.db.insert(twoFactor).values({
    id: randomUUID(),
    userId,
    secret: await symmetricEncrypt({ key: secretConfig, data: secret }),
    backupCodes: await symmetricEncrypt({ key: secretConfig, data: '[]' }),
    verified: true,
  });
  await t.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));
  return secret;
}

export function proveSecondStep(
  t: TestApp,
  cookie: string,
  body: { purpose: SecondStepPurpose; method: 'totp'; code: string } | Record<string, unknown>,
) {
  return send(t, 'POST', '/api/security/second-step', { cookie, payload: body });
}

/** A grant for `purpose`, proven with the app's code `steps` periods from now. */
export async function grantWithCode(
  t: TestApp,
  cookie: string,
  secret: string,
  purpose: SecondStepPurpose,
  steps = 0,
): Promise<string> {
  const proven = await proveSecondStep(t, cookie, {
    purpose,
    method: 'totp',
    code: await codeForRawSecret(secret, steps),
  });
  expect(proven.statusCode, proven.body).toBe(200);
  return (proven.json() as { grant: string }).grant;
}

/** The header naming a grant. */
export const grantHeader = (grant: string) => ({ [SECOND_STEP_HEADER]: grant });

/**
 * Adds a software passkey to the user the way the security page does (options, then the
 * authenticator's answer), and returns the authenticator.
 */
export async function addSoftwarePasskey(t: TestApp, person: TestUser): Promise<SoftwarePasskey> {
  const authenticator = softwarePasskey();
  const options = await send(t, 'POST', '/api/security/passkeys/options', {
    cookie: person.cookie,
  });
  expect(options.statusCode, options.body).toBe(200);
  const added = await send(t, 'POST', '/api/security/passkeys', {
    // The registration challenge travels in a short-lived cookie.
    cookie: `${person.cookie}; ${cookieOf(options.headers)}`,
    payload: { name: 'My phone', response: authenticator.register(options.json()) },
  });
  expect(added.statusCode, added.body).toBe(201);
  return authenticator;
}
