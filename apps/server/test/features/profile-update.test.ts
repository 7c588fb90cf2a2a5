import { profileSchema, type UpdateProfileBody } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/db/schema/index.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { registerUser as registerUnverified, type TestUser } from '../helpers/users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
});

function put(payload: unknown, cookie?: string) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { origin: TEST_BASE_URL, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

async function userRow(id: string) {
  const [row] = await t.db.select().from(user).where(eq(user.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

function validBody(someone: TestUser, overrides: Partial<UpdateProfileBody> = {}) {
  return {
    fullName: 'Ada King',
    firstName: 'Ada',
    userName: someone.userName,
    currency: 'MYR',
    phone: '+60 12-345 6789',
    country: 'MY',
    ...overrides,
  } satisfies UpdateProfileBody;
}

describe('PUT /api/profile', () => {
  it('saves every field and returns the profile /api/me shows', async () => {
    const someone = await verifiedUser(t);
    const newName = `ada_${someone.userName.slice(-8)}x`;
    const response = await put(validBody(someone, { userName: newName }), someone.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json();
    expect(profileSchema.strict().safeParse(profile).success).toBe(true);
    expect(profile).toMatchObject({
      uid: someone.id,
      fullName: 'Ada King',
      firstName: 'Ada',
      userName: newName,
      currency: 'MYR',
      phone: '+60 12-345 6789',
      country: 'MY',
      email: someone.email,
    });
    const me = await get(t, '/api/me', someone.cookie);
    expect(me.json().profile).toEqual(profile);
  });

  it('trims, folds the username to lower case and the country to upper case', async () => {
    const someone = await verifiedUser(t);
    const response = await put(
      validBody(someone, {
        fullName: '  Grace Hopper ',
        firstName: ' Grace ',
        userName: `  ${someone.userName.toUpperCase()} `,
        country: 'sg',
      }),
      someone.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      fullName: 'Grace Hopper',
      firstName: 'Grace',
      userName: someone.userName,
      country: 'SG',
    });
  });

  it('clears phone and country with null, and the phone with an empty string', async () => {
    const someone = await verifiedUser(t);
    expect((await put(validBody(someone), someone.cookie)).statusCode).toBe(200);
    const cleared = await put(validBody(someone, { phone: null, country: null }), someone.cookie);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ phone: null, country: null });
    expect(await userRow(someone.id)).toMatchObject({ phone: null, country: null });

    expect((await put(validBody(someone), someone.cookie)).statusCode).toBe(200);
    const emptied = await put(validBody(someone, { phone: '  ' }), someone.cookie);
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect((await userRow(someone.id)).phone).toBeNull();
  });

  it.each(['USD', 'MYR', 'IDR', 'SGD', 'BND'] as const)(
    'accepts the currency %s',
    async (currency) => {
      const someone = await verifiedUser(t);
      const response = await put(validBody(someone, { currency }), someone.cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect((await userRow(someone.id)).currency).toBe(currency);
    },
  );

  describe('refuses bad input with 400 VALIDATION_ERROR naming the field, and writes nothing', () => {
    let someone: TestUser;
    beforeAll(async () => {
      someone = await verifiedUser(t, { fullName: 'Kept Name', currency: 'USD' });
    });

    const cases: [string, Record<string, unknown>, string][] = [
      ['a one-letter full name', { fullName: 'A' }, 'fullName'],
      ['an 81-character full name', { fullName: 'x'.repeat(81) }, 'fullName'],
      ['a blank first name', { firstName: '   ' }, 'firstName'],
      ['a 41-character first name', { firstName: 'x'.repeat(41) }, 'firstName'],
      ['a two-letter username', { userName: 'ab' }, 'userName'],
      ['a username with a space', { userName: 'ada lovelace' }, 'userName'],
      ['a username with a dash', { userName: 'ada-lovelace' }, 'userName'],
      ['a 21-character username', { userName: 'a'.repeat(21) }, 'userName'],
      ['a currency not offered', { currency: 'EUR' }, 'currency'],
      ['a lower-case currency', { currency: 'usd' }, 'currency'],
      ['a phone with letters', { phone: 'call me maybe' }, 'phone'],
      ['a too short phone', { phone: '12345' }, 'phone'],
      ['a 21-character phone', { phone: '1'.repeat(21) }, 'phone'],
      ['a three-letter country', { country: 'MYS' }, 'country'],
      ['a numeric country', { country: '12' }, 'country'],
      ['a number as the name', { fullName: 12345 }, 'fullName'],
      ['no username', { userName: undefined }, 'userName'],
      ['no currency', { currency: undefined }, 'currency'],
      ['no phone at all', { phone: undefined }, 'phone'],
    ];

    it.each(cases)('%s', async (_name, change, field) => {
      const before = await userRow(someone.id);
      const response = await put({ ...validBody(someone), ...change }, someone.cookie);
      const error = expectError(response, 400, 'VALIDATION_ERROR');
      expect(Object.keys(error.fields ?? {})).toContain(field);
      expect(await userRow(someone.id)).toEqual(before);
    });

    it('a body that is not JSON', async () => {
      const before = await userRow(someone.id);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: {
          origin: TEST_BASE_URL,
          cookie: someone.cookie,
          'content-type': 'application/json',
        },
        payload: '{"fullName": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toEqual(expect.any(String));
      expect(await userRow(someone.id)).toEqual(before);
    });

    it('an empty body', async () => {
      const before = await userRow(someone.id);
      const response = await put({}, someone.cookie);
      const error = expectError(response, 400, 'VALIDATION_ERROR');
      expect(Object.keys(error.fields ?? {})).toEqual(
        expect.arrayContaining(['fullName', 'firstName', 'userName', 'currency']),
      );
      expect(await userRow(someone.id)).toEqual(before);
    });
  });

  describe('usernames are unique', () => {
    it("refuses another user's username with 409 USERNAME_TAKEN and changes nothing", async () => {
      const first = await verifiedUser(t);
      const second = await verifiedUser(t);
      const before = await userRow(second.id);
      const response = await put(validBody(second, { userName: first.userName }), second.cookie);
      const error = expectError(response, 409, 'USERNAME_TAKEN');
      expect(error.fields).toEqual({ userName: expect.any(String) });
      expect(await userRow(second.id)).toEqual(before);
    });

    it('in any case: a username differing only in case is taken', async () => {
      const first = await verifiedUser(t);
      const second = await verifiedUser(t);
      const response = await put(
        validBody(second, { userName: first.userName.toUpperCase() }),
        second.cookie,
      );
      expectError(response, 409, 'USERNAME_TAKEN');
      expect((await userRow(second.id)).userName).toBe(second.userName);
    });

    it('keeping your own username is not a conflict', async () => {
      const someone = await verifiedUser(t);
      const response = await put(validBody(someone), someone.cookie);
      expect(response.statusCode, response.body).toBe(200);
    });

    it('a freed username can be taken by someone else', async () => {
      const first = await verifiedUser(t);
      const second = await verifiedUser(t);
      const freed = first.userName;
      const renamed = await put(
        validBody(first, { userName: `${freed.slice(0, 16)}_new` }),
        first.cookie,
      );
      expect(renamed.statusCode, renamed.body).toBe(200);
      const taken = await put(validBody(second, { userName: freed }), second.cookie);
      expect(taken.statusCode, taken.body).toBe(200);
    });

    it('two users racing for one new username: the unique index lets exactly one win', async () => {
      const racers = await Promise.all([verifiedUser(t), verifiedUser(t), verifiedUser(t)]);
      const wanted = `race_${racers[0].userName.slice(-8)}`;
      const responses = await Promise.all(
        racers.map((racer) => put(validBody(racer, { userName: wanted }), racer.cookie)),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, responses.map((response) => response.body).join('\n')).toEqual([
        200, 409, 409,
      ]);
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expectError(response, 409, 'USERNAME_TAKEN');
      }
      const owners = await t.db.select({ id: user.id }).from(user).where(eq(user.userName, wanted));
      expect(owners).toHaveLength(1);
    });
  });

  it('ignores fields a user may not set: role, status, block, trading, e-mail, verification, photo', async () => {
    const someone = await verifiedUser(t);
    const before = await userRow(someone.id);
    const response = await put(
      {
        ...validBody(someone),
        role: 'admin',
        userBlock: true,
        userStatus: 'banned',
        userTrading: true,
        email: 'attacker@example.com',
        emailVerified: false,
        uid: 'someone-else',
        id: 'someone-else',
        photoURL: 'https://evil.example/x.png',
        image: 'https://evil.example/x.png',
        referredBy: 'someone-else',
        balance: '1000000.00',
      },
      someone.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = await userRow(someone.id);
    expect(after).toMatchObject({
      id: before.id,
      role: 'user',
      userBlock: false,
      userStatus: 'active',
      userTrading: false,
      email: before.email,
      emailVerified: true,
      image: null,
      referredBy: before.referredBy,
    });
    expect(response.json()).toMatchObject({ role: 'user', email: someone.email, photoURL: null });
    expect((await get(t, '/api/me', someone.cookie)).json().balance).toBe('0.00');
  });

  it('without a session: 401, and an unverified user: 403 EMAIL_NOT_VERIFIED', async () => {
    const someone = await registerUnverified(t);
    expectError(await put(validBody(someone)), 401, 'UNAUTHENTICATED');
    const before = await userRow(someone.id);
    expectError(await put(validBody(someone), someone.cookie), 403, 'EMAIL_NOT_VERIFIED');
    expect(await userRow(someone.id)).toEqual(before);
  });
});
