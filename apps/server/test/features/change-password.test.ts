import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, session } from '../../src/db/schema/index.ts';
import { build, type TestApp } from '../helpers/build.ts';
import {
  expectError,
  get,
  post,
  sessionCountOf,
  sessionTokenOf,
  verifiedUser,
} from '../helpers/http.ts';
import { cookieOf, signIn, type TestUser } from '../helpers/users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'a-fresh-long-passphrase-42';
const me = (cookie?: string) => get(t, '/api/me', cookie);
const changePassword = (cookie: string | undefined, body: Record<string, unknown>) =>
  post(t, '/api/auth/change-password', body, cookie);
const signInRequest = (email: string, password: string) =>
  post(t, '/api/auth/sign-in/email', { email, password });

async function passwordHashOf(userId: string): Promise<string | null> {
  const [row] = await t.db
    .select({ password: account.password })
    .from(account)
    .where(eq(account.userId, userId));
  return row?.password ?? null;
}

/** A user signed in twice, as on a phone and a laptop. */
async function userWithTwoSessions(): Promise<TestUser & { otherCookie: string }> {
  const someone = await verifiedUser(t);
  const otherCookie = await signIn(t, someone.email, someone.password);
  expect(await sessionCountOf(t.db, someone.id)).toBe(2);
  return { ...someone, otherCookie };
}

describe('POST /api/auth/change-password', () => {
  it('changes the password, ends the other sessions and keeps this one signed in', async () => {
    const someone = await userWithTwoSessions();
    const response = await changePassword(someone.cookie, {
      currentPassword: someone.password,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(response.statusCode, response.body).toBe(200);

    // Better Auth replaces this browser's session too: the new cookie comes with the answer.
    const rotated = cookieOf(response.headers);
    expect(rotated).toMatch(/better-auth\.session_token=/);
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(response.json()).not.toHaveProperty('token');
    expect(response.body).not.toContain(sessionTokenOf(rotated));

    expect((await me(rotated)).statusCode).toBe(200);
    expectError(await me(someone.otherCookie), 401, 'UNAUTHENTICATED');
    expect(await sessionCountOf(t.db, someone.id)).toBe(1);

    expectError(
      await signInRequest(someone.email, someone.password),
      401,
      'INVALID_EMAIL_OR_PASSWORD',
    );
    expect((await signInRequest(someone.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends the other sessions even when the client asks to keep them', async () => {
    const someone = await userWithTwoSessions();
    const response = await changePassword(someone.cookie, {
      currentPassword: someone.password,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expectError(await me(someone.otherCookie), 401, 'UNAUTHENTICATED');
    expect((await me(cookieOf(response.headers))).statusCode).toBe(200);
    expect(await sessionCountOf(t.db, someone.id)).toBe(1);
  });

  describe('refusals change nothing: same password, same sessions', () => {
    async function expectRefused(
      body: (someone: TestUser) => Record<string, unknown>,
      status: number,
      code: string,
    ) {
      const someone = await userWithTwoSessions();
      const hash = await passwordHashOf(someone.id);
      const tokens = await t.db
        .select({ token: session.token })
        .from(session)
        .where(eq(session.userId, someone.id));
      const response = await changePassword(someone.cookie, body(someone));
      const error = expectError(response, status, code);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await passwordHashOf(someone.id)).toBe(hash);
      expect(
        await t.db
          .select({ token: session.token })
          .from(session)
          .where(eq(session.userId, someone.id)),
      ).toEqual(expect.arrayContaining(tokens));
      expect(await sessionCountOf(t.db, someone.id)).toBe(2);
      expect((await me(someone.cookie)).statusCode).toBe(200);
      expect((await me(someone.otherCookie)).statusCode).toBe(200);
      return error;
    }

    it('a wrong current password: 400 INVALID_PASSWORD', async () => {
      const error = await expectRefused(
        () => ({
          currentPassword: 'not-my-password-1',
          newPassword: NEW_PASSWORD,
          revokeOtherSessions: true,
        }),
        400,
        'INVALID_PASSWORD',
      );
      expect(error.message).toMatch(/password/i);
    });

    it('no current password: 400', async () => {
      const someone = await verifiedUser(t);
      const response = await changePassword(someone.cookie, {
        newPassword: NEW_PASSWORD,
        revokeOtherSessions: true,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toEqual(expect.any(String));
      expect((await signInRequest(someone.email, someone.password)).statusCode).toBe(200);
    });

    it('a common new password: 400 PASSWORD_TOO_COMMON', async () => {
      await expectRefused(
        (someone) => ({
          currentPassword: someone.password,
          newPassword: 'password123',
          revokeOtherSessions: true,
        }),
        400,
        'PASSWORD_TOO_COMMON',
      );
    });

    it('a new password under 10 characters: 400 PASSWORD_TOO_SHORT', async () => {
      await expectRefused(
        (someone) => ({
          currentPassword: someone.password,
          newPassword: 'Short-9x',
          revokeOtherSessions: true,
        }),
        400,
        'PASSWORD_TOO_SHORT',
      );
    });

    it('a new password over 128 characters: 400 PASSWORD_TOO_LONG', async () => {
      await expectRefused(
        (someone) => ({
          currentPassword: someone.password,
          newPassword: 'x'.repeat(129),
          revokeOtherSessions: true,
        }),
        400,
        'PASSWORD_TOO_LONG',
      );
    });
  });

  it('without a session: 401 and nothing changes', async () => {
    const someone = await verifiedUser(t);
    const hash = await passwordHashOf(someone.id);
    const response = await changePassword(undefined, {
      currentPassword: someone.password,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toEqual(expect.any(String));
    expect(await passwordHashOf(someone.id)).toBe(hash);
  });
});
