import { SECOND_STEP_HEADER } from '@kapital/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactor, user, verification } from '../../src/db/schema/index.ts';
import { type TestBrowser, testBrowser } from '../helpers/browser.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError, verifiedUser } from '../helpers/http.ts';
import {
  codeStep,
  passwordStep,
  signInWithCode,
  totpCode,
  turnOnTwoFactor,
  wrongTotpCode,
} from '../helpers/two-factor.ts';
import type { TestUser } from '../helpers/users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
});

/** A verified user signed in with the password in a browser of their own. */
async function signedIn(): Promise<{ person: TestUser; browser: TestBrowser }> {
  const person = await verifiedUser(t);
  const browser = testBrowser(t);
  const answer = await passwordStep(browser, person.email, person.password);
  expect(answer.statusCode, answer.body).toBe(200);
  return { person, browser };
}

/** A verified user with two-step sign-in on, and the browser that turned it on. */
async function withTwoFactor() {
  const { person, browser } = await signedIn();
  return { person, browser, ...(await turnOnTwoFactor(browser, person.password)) };
}

const overview = async (browser: TestBrowser) => {
  const answer = await browser.get('/api/security');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const me = (browser: TestBrowser) => browser.get('/api/me');

describe('turning two-step sign-in on', () => {
  it('with the password: a secret for the app (the one in the QR code) and ten backup codes; on only once a code confirms it', async () => {
    const { person, browser } = await signedIn();
    expectError(
      await browser.post('/api/security/two-factor/enable', { password: 'not-the-password-1' }),
      403,
      'INVALID_PASSWORD',
    );

    const enabled = await browser.post('/api/security/two-factor/enable', {
      password: person.password,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { totpUri, secret, backupCodes } = enabled.json();
    const uri = new URL(totpUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Kapital');
    expect(decodeURIComponent(uri.pathname)).toContain(person.email);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    expect(await overview(browser)).toMatchObject({
      twoFactor: { enabled: false, backupCodesLeft: null },
      secondStep: { totp: false, passkey: false },
    });

    expectError(
      await browser.post('/api/security/two-factor/confirm', { code: await wrongTotpCode(secret) }),
      400,
      'INVALID_CODE',
    );
    expect((await overview(browser)).twoFactor.enabled).toBe(false);

    const confirmed = await browser.post('/api/security/two-factor/confirm', {
      code: await totpCode(secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    expect(await overview(browser)).toEqual({
      twoFactor: { enabled: true, backupCodesLeft: 10 },
      passkeys: [],
      secondStep: { totp: true, passkey: false },
    });
    const [row] = await t.db.select().from(user).where(eq(user.id, person.id));
    expect(row?.twoFactorEnabled).toBe(true);

    expectError(
      await browser.post('/api/security/two-factor/enable', { password: person.password }),
      409,
      'TWO_FACTOR_ALREADY_ON',
    );
  });

  it('confirming without starting, or asking for backup codes while off, is refused', async () => {
    const { person, browser } = await signedIn();
    expectError(
      await browser.post('/api/security/two-factor/confirm', { code: '123456' }),
      409,
      'TWO_FACTOR_OFF',
    );
    expectError(
      await browser.post('/api/security/two-factor/backup-codes', { password: person.password }),
      409,
      'TWO_FACTOR_OFF',
    );
  });

  it('never shows the secret or codes to someone signed out', async () => {
    const browser = testBrowser(t);
    expectError(await browser.get('/api/security'), 401, 'UNAUTHENTICATED');
    expectError(
      await browser.post('/api/security/two-factor/enable', { password: 'whatever-password' }),
      401,
      'UNAUTHENTICATED',
    );
  });
});

describe('signing in with two-step on', () => {
  it('asks for a code after the password; the right code opens the session and vouches for the browser', async () => {
    const { person, secret } = await withTwoFactor();
    const browser = testBrowser(t);
    const first = await passwordStep(browser, person.email, person.password);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(browser.has('session_token')).toBe(false);
    expect(browser.has('two_factor')).toBe(true);
    // Knowing the password is not enough to be a known browser of the account.
    expect(browser.has('kapital-device')).toBe(false);
    expectError(await me(browser), 401, 'UNAUTHENTICATED');

    const second = await codeStep(browser, await totpCode(secret));
    expect(second.statusCode, second.body).toBe(204);
    expect(second.body).toBe('');
    expect(browser.has('session_token')).toBe(true);
    expect(browser.has('two_factor')).toBe(false);
    expect(browser.has('kapital-device')).toBe(true);
    expect((await me(browser)).statusCode).toBe(200);
  });

  it('takes a code typed with a space in the middle', async () => {
    const { person, secret } = await withTwoFactor();
    const browser = testBrowser(t);
    await passwordStep(browser, person.email, person.password);
    const code = await totpCode(secret);
    const answer = await codeStep(browser, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(answer.statusCode, answer.body).toBe(204);
  });

  it('a backup code signs in once: used again it is refused, and fewer are left', async () => {
    const { person, browser: home, backupCodes } = await withTwoFactor();
    const [firstCode, secondCode] = backupCodes as [string, string];

    const laptop = testBrowser(t);
    await passwordStep(laptop, person.email, person.password);
    expect((await codeStep(laptop, firstCode)).statusCode).toBe(204);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await overview(home)).twoFactor.backupCodesLeft).toBe(9);

    const phone = testBrowser(t);
    await passwordStep(phone, person.email, person.password);
    const reused = expectError(await codeStep(phone, firstCode), 400, 'INVALID_CODE');
    expect(reused.message).toMatch(/^That code is not right/);
    expectError(await me(phone), 401, 'UNAUTHENTICATED');
    expect((await codeStep(phone, secondCode)).statusCode).toBe(204);
    expect((await overview(home)).twoFactor.backupCodesLeft).toBe(8);
  });

  it('without the password step first, a code opens nothing', async () => {
    const { secret } = await withTwoFactor();
    const browser = testBrowser(t);
    expectError(await codeStep(browser, await totpCode(secret)), 401, 'UNAUTHENTICATED');
    expect(browser.has('session_token')).toBe(false);
  });

  it('five wrong codes in a row make the account wait 15 minutes, said in the message and Retry-After', async () => {
    const { person, secret } = await withTwoFactor();
    const browser = testBrowser(t);
    await passwordStep(browser, person.email, person.password);
    const wrong = await wrongTotpCode(secret);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expectError(await codeStep(browser, wrong), 400, 'INVALID_CODE');
    }
    const fifth = await codeStep(browser, wrong);
    const limited = expectError(fifth, 429, 'RATE_LIMITED');
    expect(limited.message).toBe('Too many wrong codes. Try again in 15 minutes.');
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(fifth.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // Now even the right code waits, in this browser and in any other.
    const rightNow = await codeStep(browser, await totpCode(secret));
    expectError(rightNow, 429, 'RATE_LIMITED');
    expect(rightNow.headers['retry-after']).toBeDefined();
    const other = testBrowser(t);
    await passwordStep(other, person.email, person.password);
    expectError(await codeStep(other, await totpCode(secret)), 429, 'RATE_LIMITED');
    expectError(await me(other), 401, 'UNAUTHENTICATED');

    // Once the wait is over, the right code signs in.
    await t.db
      .update(twoFactor)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(twoFactor.userId, person.id));
    const later = testBrowser(t);
    await passwordStep(later, person.email, person.password);
    expect((await codeStep(later, await totpCode(secret))).statusCode).toBe(204);
  });

  it('a right code between wrong ones starts the count again', async () => {
    const { person, secret } = await withTwoFactor();
    const wrong = await wrongTotpCode(secret);
    for (const browser of [testBrowser(t), testBrowser(t)]) {
      await passwordStep(browser, person.email, person.password);
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expectError(await codeStep(browser, wrong), 400, 'INVALID_CODE');
      }
      expect((await codeStep(browser, await totpCode(secret))).statusCode).toBe(204);
    }
  });
});

/** The verification rows by which Better Auth knows the user's trusted browsers. */
const trustRecords = (userId: string) =>
  and(like(verification.identifier, 'trust-device-%'), eq(verification.value, userId));

describe('trust this browser', () => {
  it('skips the code in that browser for 30 days; once its trust expires the code is asked again', async () => {
    const { person, secret } = await withTwoFactor();
    const browser = testBrowser(t);
    await passwordStep(browser, person.email, person.password);
    const trusted = await codeStep(browser, await totpCode(secret), true);
    expect(trusted.statusCode, trusted.body).toBe(204);
    expect(String(trusted.headers['set-cookie'])).toMatch(/trust_device=[^;]+;\s*Max-Age=2592000/);
    expect((await browser.post('/api/auth/sign-out')).statusCode).toBe(200);

    const again = await passwordStep(browser, person.email, person.password);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await me(browser)).statusCode).toBe(200);

    // Another browser is asked, trusted or not.
    const other = testBrowser(t);
    expect((await passwordStep(other, person.email, person.password)).json()).toMatchObject({
      twoFactorRedirect: true,
    });

    await browser.post('/api/auth/sign-out');
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(trustRecords(person.id));
    const expired = await passwordStep(browser, person.email, person.password);
    expect(expired.json()).toMatchObject({ twoFactorRedirect: true });
    expectError(await me(browser), 401, 'UNAUTHENTICATED');
  });

  it('is not kept unless asked for', async () => {
    const { person, secret } = await withTwoFactor();
    const browser = testBrowser(t);
    await signInWithCode(browser, person.email, person.password, secret);
    expect(browser.has('trust_device')).toBe(false);
    await browser.post('/api/auth/sign-out');
    expect((await passwordStep(browser, person.email, person.password)).json()).toMatchObject({
      twoFactorRedirect: true,
    });
  });
});

describe('backup codes and turning off', () => {
  it('new backup codes need the password and replace the old ones', async () => {
    const { person, browser, backupCodes } = await withTwoFactor();
    expectError(
      await browser.post('/api/security/two-factor/backup-codes', {
        password: 'not-the-password-1',
      }),
      403,
      'INVALID_PASSWORD',
    );
    const renewed = await browser.post('/api/security/two-factor/backup-codes', {
      password: person.password,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().backupCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => backupCodes.includes(code))).toBe(false);

    const other = testBrowser(t);
    await passwordStep(other, person.email, person.password);
    expectError(await codeStep(other, backupCodes[0] ?? ''), 400, 'INVALID_CODE');
    expect((await codeStep(other, fresh[0] ?? '')).statusCode).toBe(204);
  });

  it('turning off needs the password (and a fresh second step); then sign-in asks for no code and no browser stays trusted', async () => {
    const { person, browser, secret } = await withTwoFactor();
    const trustedElsewhere = testBrowser(t);
    await signInWithCode(trustedElsewhere, person.email, person.password, secret, true);

    const grant = async () => {
      const proven = await browser.post('/api/security/second-step', {
        purpose: 'two-factor-off',
        method: 'totp',
        code: await totpCode(secret, 1),
      });
      expect(proven.statusCode, proven.body).toBe(200);
      return { [SECOND_STEP_HEADER]: proven.json().grant as string };
    };
    expectError(
      await browser.post('/api/security/two-factor/disable', { password: person.password }),
      403,
      'SECOND_STEP_REQUIRED',
    );
    const stepHeaders = await grant();
    expectError(
      await browser.post(
        '/api/security/two-factor/disable',
        { password: 'not-the-password-1' },
        stepHeaders,
      ),
      403,
      'INVALID_PASSWORD',
    );
    expect((await overview(browser)).twoFactor.enabled).toBe(true);

    const off = await browser.post(
      '/api/security/two-factor/disable',
      { password: person.password },
      stepHeaders,
    );
    expect(off.statusCode, off.body).toBe(204);
    expect(await overview(browser)).toMatchObject({
      twoFactor: { enabled: false, backupCodesLeft: null },
      secondStep: { totp: false },
    });
    expect(await t.db.select().from(verification).where(trustRecords(person.id))).toEqual([]);

    const fresh = testBrowser(t);
    const signIn = await passwordStep(fresh, person.email, person.password);
    expect(signIn.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await me(fresh)).statusCode).toBe(200);

    // Turned on again, the browser trusted before is asked for a code like any other.
    const { secret: newSecret } = await turnOnTwoFactor(browser, person.password);
    await trustedElsewhere.post('/api/auth/sign-out');
    expect(
      (await passwordStep(trustedElsewhere, person.email, person.password)).json(),
    ).toMatchObject({ twoFactorRedirect: true });
    expect((await codeStep(trustedElsewhere, await totpCode(newSecret))).statusCode).toBe(204);
  });

  it('turning off what is off is refused', async () => {
    const { person, browser } = await signedIn();
    expectError(
      await browser.post('/api/security/two-factor/disable', { password: person.password }),
      409,
      'TWO_FACTOR_OFF',
    );
  });
});
