import type { RegisterBody } from '@kapital/shared';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { accounts, session, user } from '../../src/db/schema/index.ts';
import { TEST_BASE_URL, type TestApp } from './build.ts';
import { registerUser, type TestUser } from './users.ts';

/** POST as a browser on the app's own origin would, optionally signed in. */
export function post({ app }: TestApp, url: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_BASE_URL, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

export function get({ app }: TestApp, url: string, cookie?: string) {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/**
 * Asserts Kapital's error body `{ error: { code, message, fields?, requestId } }` and returns it
 * without the request's id, which differs between any two answers (it is checked here: every
 * answer names its request, in the body as in the `X-Request-Id` header).
 */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  code: string,
): { code: string; message: string; fields?: Record<string, string> } {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as {
    error: { code: string; message: string; fields?: Record<string, string>; requestId?: string };
  };
  expect(Object.keys(body)).toEqual(['error']);
  const { requestId, ...error } = body.error;
  expect(requestId).toBe(response.headers['x-request-id']);
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe('string');
  expect(error.message.length).toBeGreaterThan(0);
  return error;
}

export interface RowCounts {
  users: number;
  accounts: number;
  sessions: number;
}

/** Rows in the tables a sign-up writes: nothing may change when it is refused. */
export async function rowCounts(db: Db): Promise<RowCounts> {
  const [[users], [ledgerAccounts], [sessions]] = await Promise.all([
    db.select({ n: count() }).from(user),
    db.select({ n: count() }).from(accounts),
    db.select({ n: count() }).from(session),
  ]);
  return {
    users: Number(users?.n ?? 0),
    accounts: Number(ledgerAccounts?.n ?? 0),
    sessions: Number(sessions?.n ?? 0),
  };
}

export async function sessionCountOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(session).where(eq(session.userId, userId));
  return Number(row?.n ?? 0);
}

/** The raw session token inside a `better-auth.session_token=<token>.<signature>` cookie. */
export function sessionTokenOf(cookie: string): string {
  const match = /better-auth\.session_token=([^;]+)/.exec(cookie);
  if (!match?.[1]) throw new Error(`No session cookie in "${cookie}"`);
  return decodeURIComponent(match[1]).split('.')[0] ?? '';
}

/**
 * Registers through the API and marks the e-mail verified, keeping the registration's session:
 * one password hash instead of the two of createVerifiedUser (hash plus sign-in).
 */
export async function verifiedUser(
  testApp: TestApp,
  overrides: Partial<RegisterBody> = {},
): Promise<TestUser> {
  const created = await registerUser(testApp, overrides);
  await testApp.db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  return created;
}
