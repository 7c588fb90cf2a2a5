import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkey, session, signInAttempt, user } from '../../src/db/schema/index.ts';
import { type TestBrowser, testBrowser } from '../helpers/browser.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError, verifiedUser } from '../helpers/http.ts';
import { type SoftwarePasskey, softwarePasskey } from '../helpers/passkey-authenticator.ts';
import { passwordStep, turnOnTwoFactor } from '../helpers/two-factor.ts';
import type { TestUser } from '../helpers/users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
});

async function signedIn(): Promise<{ person: TestUser; browser: TestBrowser }> {
  const person = await verifiedUser(t);
  const browser = testBrowser(t);
  expect((await passwordStep(browser, person.email, person.password)).statusCode).toBe(200);
  return { person, browser };
}

/** Adds `authenticator` as a passkey of the browser's user, as the security page does. */
async function addPasskey(browser: TestBrowser, authenticator: SoftwarePasskey, name = 'My phone') {
  const options = await browser.post('/api/security/passkeys/options');
  expect(options.statusCode, options.body).toBe(200);
  const added = await browser.post('/api/security/passkeys', {
    name,
    response: authenticator.register(options.json()),
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json() as { id: string; name: string; createdAt: string; lastUsedAt: null };
}

/** Signs in with a passkey in `browser`: options, then the authenticator's answer. */
async function passkeySignIn(
  browser: TestBrowser,
  answer: (options: Record<string, unknown>) => unknown,
) {
  const options = await browser.post('/api/account/sign-in/passkey/options');
  expect(options.statusCode, options.body).toBe(200);
  return browser.post('/api/account/sign-in/passkey', { response: answer(options.json()) });
}

const overview = async (browser: TestBrowser) => (await browser.get('/api/security')).json();

/** A WebAuthn-shaped answer that proves nothing. */
const garbage = (id = 'bm90LWEtY3JlZGVudGlhbA') => ({
  id,
  rawId: id,
  type: 'public-key',
  response: {
    clientDataJSON: 'e30',
    authenticatorData: 'AAAA',
    attestationObject: 'AAAA',
    signature: 'AAAA',
  },
  clientExtensionResults: {},
});

describe('adding a passkey', () => {
  it('options for this site, then the authenticator answer: listed with its name and date, and a second step from then on', async () => {
    const { browser } = await signedIn();
    const options = await browser.post('/api/security/passkeys/options');
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json()).toMatchObject({
      challenge: expect.any(String),
      rp: { id: 'localhost', name: 'Kapital' },
      user: { id: expect.any(String) },
    });
    expect(browser.has('better-auth-passkey')).toBe(true);

    const authenticator = softwarePasskey();
    const added = await browser.post('/api/security/passkeys', {
      name: '  My phone  ',
      response: authenticator.register(options.json()),
    });
    expect(added.statusCode, added.body).toBe(201);
    const summary = added.json();
    expect(summary).toEqual({
      id: expect.any(String),
      name: 'My phone',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(Date.now() - Date.parse(summary.createdAt)).toBeLessThan(60_000);
    expect(added.body).not.toContain('publicKey');
    expect(await overview(browser)).toMatchObject({
      passkeys: [summary],
      secondStep: { totp: false, passkey: true },
    });
  });

  it('a garbage or replayed answer is 400 PASSKEY_FAILED, and nothing is stored', async () => {
    const { person, browser } = await signedIn();
    await browser.post('/api/security/passkeys/options');
    expectError(
      await browser.post('/api/security/passkeys', { name: 'Forged', response: garbage() }),
      400,
      'PASSKEY_FAILED',
    );
    // Without options first there is no challenge to answer.
    const authenticator = softwarePasskey();
    expectError(
      await browser.post('/api/security/passkeys', {
        name: 'No challenge',
        response: authenticator.register({ challenge: 'made-up', rp: { id: 'localhost' } }),
      }),
      400,
      'PASSKEY_FAILED',
    );
    // An answer to options from another site.
    const options = (await browser.post('/api/security/passkeys/options')).json();
    expectError(
      await browser.post('/api/security/passkeys', {
        name: 'Elsewhere',
        response: authenticator.register({ ...options, rp: { id: 'evil.example' } }),
      }),
      400,
      'PASSKEY_FAILED',
    );
    expect(await t.db.select().from(passkey).where(eq(passkey.userId, person.id))).toEqual([]);
  });

  it('needs a sign-in from the last day', async () => {
    const { person, browser } = await signedIn();
    await t.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where(eq(session.userId, person.id));
    const refused = expectError(
      await browser.post('/api/security/passkeys/options'),
      403,
      'RECENT_SIGN_IN_REQUIRED',
    );
    expect(refused.message).toMatch(/sign in again/);
  });

  it('is for signed-in users only', async () => {
    const browser = testBrowser(t);
    expectError(await browser.post('/api/security/passkeys/options'), 401, 'UNAUTHENTICATED');
    expectError(
      await browser.post('/api/security/passkeys', { name: 'x', response: garbage() }),
      401,
      'UNAUTHENTICATED',
    );
  });
});

describe('signing in with a passkey', () => {
  it('opens a session without a password, and without a code even with two-step on; the passkey shows when it was last used', async () => {
    const { person, browser: home } = await signedIn();
    await turnOnTwoFactor(home, person.password);
    const authenticator = softwarePasskey();
    const added = await addPasskey(home, authenticator);

    const laptop = testBrowser(t);
    const signIn = await passkeySignIn(laptop, (options) => authenticator.authenticate(options));
    expect(signIn.statusCode, signIn.body).toBe(204);
    expect(signIn.body).toBe('');
    expect(laptop.has('session_token')).toBe(true);
    expect(laptop.has('kapital-device')).toBe(true);
    const me = await laptop.get('/api/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().profile.uid).toBe(person.id);

    const [listed] = (await overview(home)).passkeys;
    expect(listed).toMatchObject({ id: added.id, name: 'My phone' });
    expect(Date.now() - Date.parse(listed.lastUsedAt)).toBeLessThan(60_000);
    const [attempt] = await t.db
      .select()
      .from(signInAttempt)
      .where(eq(signInAttempt.userId, person.id))
      .orderBy(signInAttempt.id)
      .then((rows) => rows.slice(-1));
    expect(attempt).toMatchObject({ result: 'signed_in', method: 'passkey', newDevice: true });
  });

  it('a forged, garbage or replayed answer is 400 PASSKEY_FAILED and opens nothing', async () => {
    const { browser: home } = await signedIn();
    const authenticator = softwarePasskey();
    await addPasskey(home, authenticator);
    const impostor = softwarePasskey();

    const browser = testBrowser(t);
    expectError(await passkeySignIn(browser, () => garbage()), 400, 'PASSKEY_FAILED');
    expectError(
      await passkeySignIn(browser, () => garbage(authenticator.id)),
      400,
      'PASSKEY_FAILED',
    );
    // Signed by another key under the registered credential's id.
    expectError(
      await passkeySignIn(browser, (options) => ({
        ...impostor.authenticate(options),
        id: authenticator.id,
        rawId: authenticator.id,
      })),
      400,
      'PASSKEY_FAILED',
    );
    // A real answer, sent again after its challenge was used.
    const options = (await browser.post('/api/account/sign-in/passkey/options')).json();
    const answer = authenticator.authenticate(options);
    expect(
      (await browser.post('/api/account/sign-in/passkey', { response: answer })).statusCode,
    ).toBe(204);
    const other = testBrowser(t);
    expectError(
      await other.post('/api/account/sign-in/passkey', { response: answer }),
      400,
      'PASSKEY_FAILED',
    );
    expect(other.has('session_token')).toBe(false);
  });

  it('a banned user is refused: 403 USER_BANNED and no session', async () => {
    const { person, browser: home } = await signedIn();
    const authenticator = softwarePasskey();
    await addPasskey(home, authenticator);
    await t.db.update(user).set({ userStatus: 'banned' }).where(eq(user.id, person.id));

    const browser = testBrowser(t);
    expectError(
      await passkeySignIn(browser, (options) => authenticator.authenticate(options)),
      403,
      'USER_BANNED',
    );
    expect(browser.has('session_token')).toBe(false);
    await expect
      .poll(() => t.db.select().from(signInAttempt).where(eq(signInAttempt.userId, person.id)))
      .toContainEqual(expect.objectContaining({ result: 'blocked', method: 'passkey' }));
  });
});

describe('removing a passkey', () => {
  it('only your own: another user gets 404 and it stays; removed, it no longer signs in', async () => {
    const { browser: home } = await signedIn();
    const { browser: stranger } = await signedIn();
    const authenticator = softwarePasskey();
    const added = await addPasskey(home, authenticator);

    expectError(await stranger.delete(`/api/security/passkeys/${added.id}`), 404, 'NOT_FOUND');
    expect((await overview(home)).passkeys).toHaveLength(1);
    expectError(await home.delete('/api/security/passkeys/no-such-passkey'), 404, 'NOT_FOUND');

    const removed = await home.delete(`/api/security/passkeys/${added.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await overview(home)).toMatchObject({
      passkeys: [],
      secondStep: { passkey: false },
    });
    expectError(
      await passkeySignIn(testBrowser(t), (options) => authenticator.authenticate(options)),
      400,
      'PASSKEY_FAILED',
    );
  });
});
