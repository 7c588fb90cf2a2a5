import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { session, user } from '../../src/db/schema/index.ts';
import { isCommonPassword } from '../../src/platform/auth/common-passwords.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import {
  expectError,
  get,
  post,
  sessionCountOf,
  sessionTokenOf,
  verifiedUser,
} from '../helpers/http.ts';
import { cookieOf, registerUser, signIn, type TestUser } from '../helpers/users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
});

const signInRequest = (email: string, password: string) =>
  post(t, '/api/auth/sign-in/email', { email, password });
const me = (cookie?: string) => get(t, '/api/me', cookie);

function mailsTo(email: string) {
  return t.mailer.sent.filter((mail) => mail.to === email);
}

describe('sign-in', () => {
  it('signs in with the right password and sets an HttpOnly session cookie', async () => {
    const someone = await verifiedUser(t);
    const response = await signInRequest(someone.email, someone.password);
    expect(response.statusCode, response.body).toBe(200);
    const cookie = cookieOf(response.headers);
    expect(cookie).toMatch(/better-auth\.session_token=/);
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(response.json().user).toMatchObject({ id: someone.id, email: someone.email });
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('accepts the e-mail in another case', async () => {
    const someone = await verifiedUser(t);
    const response = await signInRequest(someone.email.toUpperCase(), someone.password);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('never puts the session token in the JSON body', async () => {
    const someone = await verifiedUser(t);
    const response = await signInRequest(someone.email, someone.password);
    expect(response.statusCode).toBe(200);
    const token = sessionTokenOf(cookieOf(response.headers));
    expect(token.length).toBeGreaterThan(10);
    const body = response.json();
    expect(body).not.toHaveProperty('token');
    expect(response.body).not.toContain(token);
    const rows = await t.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, someone.id));
    for (const row of rows) expect(response.body).not.toContain(row.token);
  });

  it('refuses a wrong password with 401 INVALID_EMAIL_OR_PASSWORD and no cookie', async () => {
    const someone = await verifiedUser(t);
    const before = await sessionCountOf(t.db, someone.id);
    const response = await signInRequest(someone.email, 'wrong-password-123');
    const error = expectError(response, 401, 'INVALID_EMAIL_OR_PASSWORD');
    expect(Object.keys(error).sort()).toEqual(['code', 'message']);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionCountOf(t.db, someone.id)).toBe(before);
  });

  it('refuses an unknown e-mail the same way', async () => {
    const response = await signInRequest('nobody@example.com', 'wrong-password-123');
    expectError(response, 401, 'INVALID_EMAIL_OR_PASSWORD');
  });
});

describe('get-session and sign-out', () => {
  it('get-session returns the user and no token', async () => {
    const someone = await verifiedUser(t);
    const response = await get(t, '/api/auth/get-session', someone.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      id: someone.id,
      email: someone.email,
      emailVerified: true,
      userName: someone.userName,
    });
    expect(body.session.userId).toBe(someone.id);
    expect(body).not.toHaveProperty('token');
    expect(body.session).not.toHaveProperty('token');
    expect(response.body).not.toContain(sessionTokenOf(someone.cookie));
  });

  it('get-session without a cookie answers null', async () => {
    const response = await get(t, '/api/auth/get-session');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('sign-out ends the session', async () => {
    const someone = await verifiedUser(t);
    expect((await me(someone.cookie)).statusCode).toBe(200);
    const response = await post(t, '/api/auth/sign-out', {}, someone.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expectError(await me(someone.cookie), 401, 'UNAUTHENTICATED');
    expect((await get(t, '/api/auth/get-session', someone.cookie)).json()).toBeNull();
    const token = sessionTokenOf(someone.cookie);
    expect(await t.db.select().from(session).where(eq(session.token, token))).toEqual([]);
  });
});

describe('GET /api/sessions and DELETE /api/sessions/{id}', () => {
  it('lists the user sessions by id, marks the current one and never shows a token', async () => {
    const someone = await verifiedUser(t);
    const otherCookie = await signIn(t, someone.email, someone.password);
    const response = await get(t, '/api/sessions', someone.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json() as { items: Array<{ id: string; current: boolean }> };
    expect(items).toHaveLength(2);
    expect(items.filter((item) => item.current)).toHaveLength(1);
    for (const item of items) expect(Object.keys(item)).not.toContain('token');
    const tokens = await t.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, someone.id));
    for (const row of tokens) expect(response.body).not.toContain(row.token);
    expect(response.body).not.toContain(sessionTokenOf(otherCookie));
  });

  it('Better Auth list-sessions and revoke-session, which speak in tokens, are closed', async () => {
    const someone = await verifiedUser(t);
    expectError(await get(t, '/api/auth/list-sessions', someone.cookie), 404, 'NOT_FOUND');
    expectError(
      await post(t, '/api/auth/revoke-session', { token: 'x' }, someone.cookie),
      404,
      'NOT_FOUND',
    );
  });

  it('revokes one session by id; another user session id is not found', async () => {
    const someone = await verifiedUser(t);
    const otherCookie = await signIn(t, someone.email, someone.password);
    const stranger = await verifiedUser(t);
    const { items } = (await get(t, '/api/sessions', someone.cookie)).json() as {
      items: Array<{ id: string; current: boolean }>;
    };
    const other = items.find((item) => !item.current);
    const revoke = (id: string, cookie: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/sessions/${id}`,
        headers: { origin: TEST_BASE_URL, cookie },
      });

    expectError(await revoke(other?.id ?? '', stranger.cookie), 404, 'NOT_FOUND');
    expect((await me(otherCookie)).statusCode).toBe(200);

    expect((await revoke(other?.id ?? '', someone.cookie)).statusCode).toBe(204);
    expectError(await me(otherCookie), 401, 'UNAUTHENTICATED');
    expect((await me(someone.cookie)).statusCode).toBe(200);
    expectError(await get(t, '/api/sessions'), 401, 'UNAUTHENTICATED');
  });
});

describe('e-mail verification', () => {
  it('an unverified user is signed in but /api/me answers 403 EMAIL_NOT_VERIFIED with no data', async () => {
    const someone = await registerUser(t);
    const session = await get(t, '/api/auth/get-session', someone.cookie);
    expect(session.json().user.emailVerified).toBe(false);
    const response = await me(someone.cookie);
    expectError(response, 403, 'EMAIL_NOT_VERIFIED');
    expect(response.body).not.toContain(someone.userName);
    expect(response.body).not.toContain('balance');
    expect(response.body).not.toContain('profile');
  });

  it('the mailed link verifies the e-mail, and then /api/me returns profile, balance and settings', async () => {
    const someone = await registerUser(t, { fullName: 'Grace Hopper', currency: 'SGD' });
    const [mail] = mailsTo(someone.email);
    const link = new URL(mail?.actionUrl ?? '');
    expect(link.pathname).toBe('/api/auth/verify-email');
    expect(link.searchParams.get('token')).toBeTruthy();

    const response = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    // Verifies, signs in and sends the browser to the callback.
    expect(response.statusCode, response.body).toBe(302);
    expect(response.headers.location).toBe('/');
    const [row] = await t.db.select().from(user).where(eq(user.id, someone.id));
    expect(row?.emailVerified).toBe(true);

    // The session opened at registration stays valid and now reaches the profile.
    const read = await me(someone.cookie);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      profile: {
        uid: someone.id,
        fullName: 'Grace Hopper',
        firstName: 'Grace',
        userName: someone.userName,
        email: someone.email,
        emailVerified: true,
        currency: 'SGD',
        userBlock: false,
        userStatus: 'active',
        userTrading: false,
        photoURL: null,
        phone: null,
        country: null,
        role: 'user',
        language: 'en',
      },
      balance: '0.00',
      settings: {
        menuContact: true,
        rateMYR: '4.7',
        rateIDR: '15800',
        rateSGD: '1.35',
        rateBND: '1.35',
      },
      staffAccess: null,
    });
    for (const name of ['rateMYR', 'rateIDR', 'rateSGD', 'rateBND']) {
      expect(read.json().settings[name]).toMatch(/^\d+(\.\d+)?$/);
    }

    // So does the session the link opened.
    const linkCookie = cookieOf(response.headers);
    expect(linkCookie).toMatch(/better-auth\.session_token=/);
    expect((await me(linkCookie)).statusCode).toBe(200);
    expect(link.search).not.toContain(sessionTokenOf(linkCookie));
  });

  it('a forged verification token verifies nothing', async () => {
    const someone = await registerUser(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=not-a-real-token',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(300);
    expect(response.statusCode).toBeLessThan(500);
    expect(String(response.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]/);
    const [row] = await t.db.select().from(user).where(eq(user.id, someone.id));
    expect(row?.emailVerified).toBe(false);
    expectError(await me(someone.cookie), 403, 'EMAIL_NOT_VERIFIED');
  });

  it('send-verification-email mails a new link', async () => {
    const someone = await registerUser(t);
    const before = mailsTo(someone.email).length;
    const response = await post(
      t,
      '/api/auth/send-verification-email',
      { email: someone.email, callbackURL: '/' },
      someone.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(mailsTo(someone.email).length).toBe(before + 1);
  });
});

describe('banned and blocked users', () => {
  const cases = [
    ['banned', 'USER_BANNED', { userStatus: 'banned' as const }],
    ['blocked', 'USER_BLOCKED', { userBlock: true }],
  ] as const;

  it.each(cases)(
    'a %s user cannot sign in: 403 %s and no session',
    async (_label, code, change) => {
      const someone = await verifiedUser(t);
      await t.db.update(user).set(change).where(eq(user.id, someone.id));
      await t.db.delete(session).where(eq(session.userId, someone.id));
      const response = await signInRequest(someone.email, someone.password);
      expectError(response, 403, code);
      expect(String(response.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]/);
      expect(await sessionCountOf(t.db, someone.id)).toBe(0);
    },
  );

  it.each([
    ['banned', 'USER_BANNED', { userStatus: 'banned' as const }, 'Your account was banned'],
    ['blocked', 'USER_BLOCKED', { userBlock: true }, 'Your account was blocked'],
  ] as const)(
    "a %s user's sign-in is refused with 403 %s in staff's words",
    async (_label, code, change, opening) => {
      const someone = await verifiedUser(t);
      const reason = 'Payments under review';
      await t.db
        .update(user)
        .set({ ...change, restrictionReason: reason })
        .where(eq(user.id, someone.id));
      await t.db.delete(session).where(eq(session.userId, someone.id));
      const refusal = expectError(await signInRequest(someone.email, someone.password), 403, code);
      expect(refusal.message).toMatch(new RegExp(`^${opening}: ${reason}\\. Contact support`));
      // What staff wrote reaches the user; Better Auth's own answers never carry the column.
      const other = await verifiedUser(t);
      const sessionBody = await get(t, '/api/auth/get-session', other.cookie);
      expect(sessionBody.body).not.toContain('restrictionReason');
    },
  );

  it.each(cases)(
    'an existing session of a %s user gets 403 %s once, and every session of the user ends',
    async (_label, code, change) => {
      const someone = await verifiedUser(t);
      const otherCookie = await signIn(t, someone.email, someone.password);
      const bystander = await verifiedUser(t);
      expect(await sessionCountOf(t.db, someone.id)).toBeGreaterThanOrEqual(2);

      await t.db.update(user).set(change).where(eq(user.id, someone.id));
      const response = await me(someone.cookie);
      expectError(response, 403, code);
      expect(response.body).not.toContain(someone.userName);
      expect(await sessionCountOf(t.db, someone.id)).toBe(0);

      expectError(await me(someone.cookie), 401, 'UNAUTHENTICATED');
      expectError(await me(otherCookie), 401, 'UNAUTHENTICATED');
      // Nobody else was signed out.
      expect((await me(bystander.cookie)).statusCode).toBe(200);
    },
  );
});

describe('password reset', () => {
  const requestReset = (email: string) =>
    post(t, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });

  async function resetTokenFor(someone: TestUser): Promise<string> {
    const before = mailsTo(someone.email).length;
    const response = await requestReset(someone.email);
    expect(response.statusCode, response.body).toBe(200);
    const mails = mailsTo(someone.email);
    expect(mails.length).toBe(before + 1);
    const link = mails.at(-1)?.actionUrl ?? '';
    expect(link.startsWith(`${TEST_BASE_URL}/reset-password?token=`)).toBe(true);
    const url = new URL(link);
    expect([...url.searchParams.keys()]).toEqual(['token']);
    const token = url.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(10);
    return token;
  }

  it('mails a link to /reset-password; the new password works, the old one and all sessions end', async () => {
    const someone = await verifiedUser(t);
    const secondCookie = await signIn(t, someone.email, someone.password);
    const token = await resetTokenFor(someone);

    const newPassword = 'a-brand-new-passphrase-7';
    const response = await post(t, '/api/auth/reset-password', { newPassword, token });
    expect(response.statusCode, response.body).toBe(200);

    expectError(await me(someone.cookie), 401, 'UNAUTHENTICATED');
    expectError(await me(secondCookie), 401, 'UNAUTHENTICATED');
    expect(await sessionCountOf(t.db, someone.id)).toBe(0);
    expectError(
      await signInRequest(someone.email, someone.password),
      401,
      'INVALID_EMAIL_OR_PASSWORD',
    );
    const cookie = await signIn(t, someone.email, newPassword);
    expect((await me(cookie)).statusCode).toBe(200);

    // The token is single use.
    const again = await post(t, '/api/auth/reset-password', {
      newPassword: 'yet-another-phrase-88',
      token,
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
  });

  it('using one link voids every other link of the user', async () => {
    const someone = await verifiedUser(t);
    const older = await resetTokenFor(someone);
    const newer = await resetTokenFor(someone);
    const used = await post(t, '/api/auth/reset-password', {
      newPassword: 'a-brand-new-passphrase-7',
      token: newer,
    });
    expect(used.statusCode, used.body).toBe(200);

    const stale = await post(t, '/api/auth/reset-password', {
      newPassword: 'an-attackers-passphrase-9',
      token: older,
    });
    expectError(stale, 400, 'INVALID_TOKEN');
    expect((await signInRequest(someone.email, 'a-brand-new-passphrase-7')).statusCode).toBe(200);
  });

  it('changing the password voids every outstanding link', async () => {
    const someone = await verifiedUser(t);
    const bystander = await verifiedUser(t);
    const token = await resetTokenFor(someone);
    const bystanderToken = await resetTokenFor(bystander);
    const changed = await post(
      t,
      '/api/auth/change-password',
      { currentPassword: someone.password, newPassword: 'a-changed-passphrase-5' },
      someone.cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);

    const stale = await post(t, '/api/auth/reset-password', {
      newPassword: 'an-attackers-passphrase-9',
      token,
    });
    expectError(stale, 400, 'INVALID_TOKEN');
    expect((await signInRequest(someone.email, 'a-changed-passphrase-5')).statusCode).toBe(200);
    // Other people's links are theirs to use.
    const other = await post(t, '/api/auth/reset-password', {
      newPassword: 'a-bystanders-passphrase-3',
      token: bystanderToken,
    });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('refuses a common new password with 400 PASSWORD_TOO_COMMON and keeps the old one', async () => {
    expect(isCommonPassword('password123')).toBe(true);
    const someone = await verifiedUser(t);
    const token = await resetTokenFor(someone);
    const response = await post(t, '/api/auth/reset-password', {
      newPassword: 'password123',
      token,
    });
    expectError(response, 400, 'PASSWORD_TOO_COMMON');
    expect((await me(someone.cookie)).statusCode).toBe(200);
    expectError(
      await signInRequest(someone.email, 'password123'),
      401,
      'INVALID_EMAIL_OR_PASSWORD',
    );
    expect((await signInRequest(someone.email, someone.password)).statusCode).toBe(200);
  });

  it('refuses a too short new password', async () => {
    const someone = await verifiedUser(t);
    const token = await resetTokenFor(someone);
    const response = await post(t, '/api/auth/reset-password', { newPassword: 'short-1', token });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toEqual(expect.any(String));
    expect((await signInRequest(someone.email, someone.password)).statusCode).toBe(200);
  });

  it('answers 200 for an unknown e-mail and sends no mail', async () => {
    const before = t.mailer.sent.length;
    const response = await requestReset('nobody-at-all@example.com');
    expect(response.statusCode, response.body).toBe(200);
    expect(t.mailer.sent.length).toBe(before);
  });

  it('refuses a bad token with a 4xx and changes nothing', async () => {
    const someone = await verifiedUser(t);
    const response = await post(t, '/api/auth/reset-password', {
      newPassword: 'a-brand-new-passphrase-7',
      token: 'not-a-real-token',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error.code).toBe('INVALID_TOKEN');
    expect((await me(someone.cookie)).statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  it('the fourth sign-in attempt within a minute is refused with 429 RATE_LIMITED', async () => {
    // The same as build({ authRateLimitMax: 3 }), on this file's database: a new one costs seconds.
    const app = await buildApp({ ...t.deps, config: { ...t.deps.config, authRateLimitMax: 3 } });
    onTestFinished(() => app.close());
    const attempt = () =>
      post({ ...t, app }, '/api/auth/sign-in/email', {
        email: 'nobody@example.com',
        password: 'wrong-password-1',
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expectError(refused, 429, 'RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
    // The limit is per app instance and route: the default app still answers.
    expect((await signInRequest('nobody@example.com', 'wrong-password-1')).statusCode).toBe(401);
  });

  /** This file's database and services, with the default limit of 20. */
  async function limitedApp() {
    const app = await buildApp({ ...t.deps, config: { ...t.deps.config, authRateLimitMax: 20 } });
    onTestFinished(() => app.close());
    return app;
  }
  const signInFrom = (
    app: Awaited<ReturnType<typeof limitedApp>>,
    remoteAddress: string,
    email: string,
    password: string,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      headers: { origin: TEST_BASE_URL },
      payload: { email, password },
    });

  it('20 failed sign-ins from an address: the 21st is 429, sign-out and change-password there still work', async () => {
    const app = await limitedApp();
    const someone = await verifiedUser(t);
    const address = '203.0.113.7';
    for (let i = 0; i < 20; i += 1) {
      const failed = await signInFrom(app, address, `nobody-${i}@example.com`, 'wrong-password-1');
      expect(failed.statusCode).toBe(401);
    }
    expectError(
      await signInFrom(app, address, 'nobody-21@example.com', 'wrong-password-1'),
      429,
      'RATE_LIMITED',
    );

    const asBrowser = (url: string, payload: Record<string, unknown>, cookie: string) =>
      app.inject({
        method: 'POST',
        url,
        remoteAddress: address,
        headers: { origin: TEST_BASE_URL, cookie },
        payload,
      });
    const changed = await asBrowser(
      '/api/auth/change-password',
      { currentPassword: someone.password, newPassword: 'a-limited-passphrase-41' },
      someone.cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const rotated = cookieOf(changed.headers);
    const signedOut = await asBrowser('/api/auth/sign-out', {}, rotated);
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expectError(await me(rotated), 401, 'UNAUTHENTICATED');
  });
});
