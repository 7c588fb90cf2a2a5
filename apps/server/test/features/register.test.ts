import type { RegisterBody } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, user } from '../../src/db/schema/index.ts';
import { isCommonPassword } from '../../src/platform/auth/common-passwords.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { expectError, get, post, rowCounts } from '../helpers/http.ts';
import { cookieOf, registerUser, registrationFor } from '../helpers/users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
});

const register = (body: unknown) => post(t, '/api/account/register', body);

async function userRow(id: string) {
  const [row] = await t.db.select().from(user).where(eq(user.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

describe('POST /api/account/register', () => {
  it('creates the user with the seed fields, its four empty accounts, a session and a mail', async () => {
    const before = await rowCounts(t.db);
    const body = registrationFor({ fullName: '  Grace  Brewster Hopper ', currency: 'MYR' });
    const mixedCase = body.userName.replace('ada', 'AdA');
    const response = await register({ ...body, userName: mixedCase });

    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result).toEqual({
      uid: expect.any(String),
      email: body.email,
      emailVerified: false,
      referralCodeAccepted: null,
    });

    // Signed in at once: the cookie opens a session that knows the new user.
    const cookie = cookieOf(response.headers);
    expect(cookie).toMatch(/better-auth\.session_token=/);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    const session = await get(t, '/api/auth/get-session', cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json().user.id).toBe(result.uid);

    const row = await userRow(result.uid);
    expect(row).toMatchObject({
      name: 'Grace  Brewster Hopper',
      firstName: 'Grace',
      userName: body.userName,
      email: body.email,
      emailVerified: false,
      currency: 'MYR',
      userStatus: 'active',
      userBlock: false,
      userTrading: false,
      role: 'user',
      referredBy: null,
    });
    expect(row.userName).toBe(mixedCase.toLowerCase());

    const own = await t.db.select().from(accounts).where(eq(accounts.ownerId, result.uid));
    expect(own.map((account) => account.kind).sort()).toEqual([
      'bonus',
      'demo',
      'profit',
      'wallet',
    ]);
    for (const account of own) expect(account.balance).toBe(0n);

    const after = await rowCounts(t.db);
    expect(after.users).toBe(before.users + 1);
    expect(after.accounts).toBe(before.accounts + 4);

    const mails = t.mailer.sent.filter((mail) => mail.to === body.email);
    expect(mails).toHaveLength(1);
    const link = mails[0]?.actionUrl ?? '';
    expect(link.startsWith(`${TEST_BASE_URL}/api/auth/verify-email?token=`)).toBe(true);
    expect(mails[0]?.text).toContain(link);
  });

  it('stores the e-mail lowercased and trimmed', async () => {
    const body = registrationFor();
    const response = await register({ ...body, email: `  ${body.email.toUpperCase()} ` });
    expect(response.statusCode, response.body).toBe(201);
    expect((await userRow(response.json().uid)).email).toBe(body.email);
  });

  describe('refuses a bad field with 400 VALIDATION_ERROR naming it, and writes nothing', () => {
    const withoutField = (field: keyof RegisterBody) => {
      const body: Record<string, unknown> = { ...registrationFor() };
      delete body[field];
      return body;
    };
    const cases: Array<[string, keyof RegisterBody, () => unknown]> = [
      ['fullName missing', 'fullName', () => withoutField('fullName')],
      ['fullName of one letter', 'fullName', () => registrationFor({ fullName: 'A' })],
      ['fullName of blanks', 'fullName', () => registrationFor({ fullName: '     ' })],
      ['fullName too long', 'fullName', () => registrationFor({ fullName: 'x'.repeat(81) })],
      ['userName missing', 'userName', () => withoutField('userName')],
      ['userName too short', 'userName', () => registrationFor({ userName: 'ab' })],
      ['userName too long', 'userName', () => registrationFor({ userName: 'a'.repeat(21) })],
      ['userName with a dash', 'userName', () => registrationFor({ userName: 'ada-love' })],
      ['userName with a dot', 'userName', () => registrationFor({ userName: 'ada.love' })],
      ['userName with a space', 'userName', () => registrationFor({ userName: 'ada love' })],
      ['userName with a symbol', 'userName', () => registrationFor({ userName: 'ADA!LOVE' })],
      [
        'userName with a non-ASCII letter',
        'userName',
        () => registrationFor({ userName: 'adä_love' }),
      ],
      ['email missing', 'email', () => withoutField('email')],
      ['email malformed', 'email', () => registrationFor({ email: 'not-an-email' })],
      ['email without domain', 'email', () => registrationFor({ email: 'ada@' })],
      ['password missing', 'password', () => withoutField('password')],
      ['password of 9 characters', 'password', () => registrationFor({ password: 'Zq8#mW2!x' })],
      [
        'password too long',
        'password',
        () => registrationFor({ password: 'Zq8#mW2!x'.repeat(15) }),
      ],
      [
        'common password password123',
        'password',
        () => registrationFor({ password: 'password123' }),
      ],
      ['common password qwertyuiop', 'password', () => registrationFor({ password: 'qwertyuiop' })],
      [
        'common password in capitals',
        'password',
        () => registrationFor({ password: 'QWERTYUIOP' }),
      ],
      ['currency EUR', 'currency', () => registrationFor({ currency: 'EUR' as never })],
      ['currency lowercase', 'currency', () => registrationFor({ currency: 'usd' as never })],
      ['currency missing', 'currency', () => withoutField('currency')],
      ['acceptTerms false', 'acceptTerms', () => registrationFor({ acceptTerms: false as never })],
      [
        'acceptTerms "true"',
        'acceptTerms',
        () => registrationFor({ acceptTerms: 'true' as never }),
      ],
      ['acceptTerms missing', 'acceptTerms', () => withoutField('acceptTerms')],
      [
        'referralCode too long',
        'referralCode',
        () => registrationFor({ referralCode: 'r'.repeat(21) }),
      ],
    ];

    it('the common passwords used here are in the list', () => {
      expect(isCommonPassword('password123')).toBe(true);
      expect(isCommonPassword('qwertyuiop')).toBe(true);
      expect(isCommonPassword('QWERTYUIOP')).toBe(true);
      expect(isCommonPassword('correct-horse-battery-9')).toBe(false);
    });

    it.each(cases)('%s', async (_label, field, makeBody) => {
      const before = await rowCounts(t.db);
      const mailsBefore = t.mailer.sent.length;
      const response = await register(makeBody());
      const error = expectError(response, 400, 'VALIDATION_ERROR');
      expect(Object.keys(error.fields ?? {})).toContain(field);
      expect(error.fields?.[field]?.length).toBeGreaterThan(0);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await rowCounts(t.db)).toEqual(before);
      expect(t.mailer.sent.length).toBe(mailsBefore);
    });

    it('a body that is not an object', async () => {
      const before = await rowCounts(t.db);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/account/register',
        headers: { origin: TEST_BASE_URL, 'content-type': 'application/json' },
        payload: '[]',
      });
      expectError(response, 400, 'VALIDATION_ERROR');
      expect(await rowCounts(t.db)).toEqual(before);
    });
  });

  describe('duplicates', () => {
    it('refuses a taken username, also in other case, with 409 USERNAME_TAKEN', async () => {
      const first = await registerUser(t);
      for (const userName of [
        first.userName,
        first.userName.toUpperCase(),
        ` ${first.userName} `,
      ]) {
        const before = await rowCounts(t.db);
        const mailsBefore = t.mailer.sent.length;
        const response = await register(registrationFor({ userName }));
        const error = expectError(response, 409, 'USERNAME_TAKEN');
        expect(Object.keys(error.fields ?? {})).toEqual(['userName']);
        expect(response.headers['set-cookie']).toBeUndefined();
        expect(await rowCounts(t.db)).toEqual(before);
        expect(t.mailer.sent.length).toBe(mailsBefore);
      }
    });

    it('refuses a taken e-mail, also in other case, with 409 EMAIL_TAKEN', async () => {
      const first = await registerUser(t);
      for (const email of [first.email, first.email.toUpperCase()]) {
        const before = await rowCounts(t.db);
        const mailsBefore = t.mailer.sent.length;
        const response = await register(registrationFor({ email }));
        const error = expectError(response, 409, 'EMAIL_TAKEN');
        expect(Object.keys(error.fields ?? {})).toEqual(['email']);
        expect(response.headers['set-cookie']).toBeUndefined();
        expect(await rowCounts(t.db)).toEqual(before);
        expect(t.mailer.sent.length).toBe(mailsBefore);
      }
    });

    it('two sign-ups racing for one username: one wins, the other gets 409', async () => {
      const userName = registrationFor().userName;
      const before = await rowCounts(t.db);
      const responses = await Promise.all([
        register(registrationFor({ userName })),
        register(registrationFor({ userName })),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const refused = responses.find((response) => response.statusCode === 409);
      if (refused) expectError(refused, 409, 'USERNAME_TAKEN');
      const after = await rowCounts(t.db);
      expect(after.users).toBe(before.users + 1);
      expect(after.accounts).toBe(before.accounts + 4);
    });

    it('two sign-ups racing for one e-mail: one wins, the other gets 409', async () => {
      const email = registrationFor().email;
      const before = await rowCounts(t.db);
      const responses = await Promise.all([
        register(registrationFor({ email })),
        register(registrationFor({ email: email.toUpperCase() })),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const refused = responses.find((response) => response.statusCode === 409);
      if (refused) expectError(refused, 409, 'EMAIL_TAKEN');
      const after = await rowCounts(t.db);
      expect(after.users).toBe(before.users + 1);
      expect(after.accounts).toBe(before.accounts + 4);
    });
  });

  describe('referral codes', () => {
    it("a known code (another user's username, any case) is accepted and recorded", async () => {
      const referrer = await registerUser(t);
      const response = await register(
        registrationFor({ referralCode: referrer.userName.toUpperCase() }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().referralCodeAccepted).toBe(true);
      expect((await userRow(response.json().uid)).referredBy).toBe(referrer.id);
    });

    it('an unknown code is flagged, not fatal', async () => {
      const before = await rowCounts(t.db);
      const response = await register(registrationFor({ referralCode: 'nobody_here_42' }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().referralCodeAccepted).toBe(false);
      expect((await userRow(response.json().uid)).referredBy).toBeNull();
      expect((await rowCounts(t.db)).users).toBe(before.users + 1);
    });

    it('an empty code counts as none', async () => {
      const response = await register(registrationFor({ referralCode: '' }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().referralCodeAccepted).toBeNull();
    });

    it('GET /api/account/referral-codes/:code tells whether the code exists', async () => {
      const referrer = await registerUser(t);
      const check = async (code: string) => {
        const response = await get(t, `/api/account/referral-codes/${encodeURIComponent(code)}`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json();
      };
      expect(await check(referrer.userName)).toEqual({ valid: true });
      expect(await check(referrer.userName.toUpperCase())).toEqual({ valid: true });
      expect(await check('nobody_here_42')).toEqual({ valid: false });
      expect(await check('no such code!')).toEqual({ valid: false });
      expect(await check('x')).toEqual({ valid: false });
    });
  });

  describe('Better Auth endpoints that Kapital closes', () => {
    it('POST /api/auth/sign-up/email is refused with 404 and creates nothing', async () => {
      const before = await rowCounts(t.db);
      const mailsBefore = t.mailer.sent.length;
      const body = registrationFor();
      const response = await post(t, '/api/auth/sign-up/email', {
        name: body.fullName,
        email: body.email,
        password: body.password,
        userName: 'hijack',
        role: 'admin',
      });
      expectError(response, 404, 'NOT_FOUND');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await rowCounts(t.db)).toEqual(before);
      expect(t.mailer.sent.length).toBe(mailsBefore);
      const [byEmail] = await t.db.select().from(user).where(eq(user.email, body.email));
      expect(byEmail).toBeUndefined();
    });

    it('POST /api/auth/update-user is refused and changes nothing', async () => {
      const someone = await registerUser(t);
      const response = await post(
        t,
        '/api/auth/update-user',
        { name: 'Changed', userName: 'changed', role: 'admin', userBlock: false },
        someone.cookie,
      );
      expectError(response, 404, 'NOT_FOUND');
      const row = await userRow(someone.id);
      expect(row.name).toBe('Ada Lovelace');
      expect(row.userName).toBe(someone.userName);
      expect(row.role).toBe('user');
    });

    it.each([
      ['POST', '/api/auth/change-email'],
      ['POST', '/api/auth/delete-user'],
      ['GET', '/api/auth/list-accounts'],
    ] as const)('%s %s is refused with 404', async (method, url) => {
      const someone = await registerUser(t);
      const response =
        method === 'GET'
          ? await get(t, url, someone.cookie)
          : await post(t, url, { newEmail: 'x@example.com' }, someone.cookie);
      expectError(response, 404, 'NOT_FOUND');
      expect((await userRow(someone.id)).email).toBe(someone.email);
    });
  });
});
