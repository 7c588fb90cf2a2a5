import { randomBytes } from 'node:crypto';
import type { RegisterBody } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { user } from '../../src/db/schema/index.ts';
import { TEST_BASE_URL, type TestApp } from './build.ts';

export const TEST_PASSWORD = 'correct-horse-battery-9';

export function registrationFor(overrides: Partial<RegisterBody> = {}): RegisterBody {
  const suffix = randomBytes(4).toString('hex');
  return {
    fullName: 'Ada Lovelace',
    userName: `ada_${suffix}`,
    email: `ada.${suffix}@example.com`,
    password: TEST_PASSWORD,
    currency: 'USD',
    acceptTerms: true,
    ...overrides,
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieOf(headers: Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((cookie: string) => cookie.split(';')[0]).join('; ');
}

export interface TestUser {
  id: string;
  email: string;
  userName: string;
  password: string;
  cookie: string;
}

/** Registers through the API and returns the signed-in (unverified) user. */
export async function registerUser(
  { app }: Pick<TestApp, 'app'>,
  overrides: Partial<RegisterBody> = {},
): Promise<TestUser> {
  const body = registrationFor(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/register',
    headers: { origin: TEST_BASE_URL },
    payload: body,
  });
  if (response.statusCode !== 201) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  return {
    id: response.json().uid,
    email: body.email,
    userName: body.userName,
    password: body.password,
    cookie: cookieOf(response.headers),
  };
}

/** Registers, marks the e-mail verified in the database, and signs in again. */
export async function createVerifiedUser(
  testApp: Pick<TestApp, 'app' | 'db'>,
  overrides: Partial<RegisterBody> = {},
): Promise<TestUser> {
  const created = await registerUser(testApp, overrides);
  await testApp.db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  return { ...created, cookie: await signIn(testApp, created.email, created.password) };
}

export async function signIn(
  { app }: Pick<TestApp, 'app'>,
  email: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_BASE_URL },
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return cookieOf(response.headers);
}
