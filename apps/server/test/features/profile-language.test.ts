import { meResponse } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/db/schema/index.ts';
import { send } from '../helpers/admin.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError, get, post, verifiedUser } from '../helpers/http.ts';
import { cookieOf, registrationFor, type TestUser } from '../helpers/users.ts';

const PATH = '/api/profile/language';

let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
});

const choose = (person: { cookie?: string }, payload: unknown) =>
  send(t, 'PUT', PATH, { ...(person.cookie ? { cookie: person.cookie } : {}), payload });

async function storedLanguage(person: TestUser): Promise<string | undefined> {
  const [row] = await t.db
    .select({ language: user.language })
    .from(user)
    .where(eq(user.id, person.id));
  return row?.language;
}

async function meLanguage(person: TestUser): Promise<string> {
  const response = await get(t, '/api/me', person.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return meResponse.parse(response.json()).profile.language;
}

describe('PUT /api/profile/language', () => {
  it('is English until chosen, then /api/me answers the chosen language', async () => {
    const person = await verifiedUser(t);
    expect(await meLanguage(person)).toBe('en');
    const chosen = await choose(person, { language: 'id' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ language: 'id' });
    expect(await meLanguage(person)).toBe('id');
    expect(await storedLanguage(person)).toBe('id');
    const back = await choose(person, { language: 'ms' });
    expect(back.json()).toEqual({ language: 'ms' });
    expect(await meLanguage(person)).toBe('ms');
  });

  it('refuses a language Kapital does not speak with 400 naming the field, changing nothing', async () => {
    const person = await verifiedUser(t);
    await choose(person, { language: 'ms' });
    for (const payload of [{ language: 'fr' }, { language: 'EN' }, { language: null }, {}]) {
      const error = expectError(await choose(person, payload), 400, 'VALIDATION_ERROR');
      expect(error.fields).toEqual({
        language: 'Choose English, Bahasa Melayu or Bahasa Indonesia',
      });
    }
    expect(await storedLanguage(person)).toBe('ms');
  });

  it('answers 401 without a session', async () => {
    expectError(await choose({}, { language: 'ms' }), 401, 'UNAUTHENTICATED');
  });

  it('is open before the e-mail is verified: the verification mail can be asked for again in it', async () => {
    const body = registrationFor();
    const registered = await post(t, '/api/account/register', body);
    const cookie = cookieOf(registered.headers);
    const chosen = await send(t, 'PUT', PATH, { cookie, payload: { language: 'id' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const since = t.mailer.sent.length;
    const again = await send(t, 'POST', '/api/auth/send-verification-email', {
      cookie,
      payload: { email: body.email, callbackURL: '/' },
    });
    expect(again.statusCode, again.body).toBe(200);
    const mail = t.mailer.sent.slice(since).find((sent) => sent.to === body.email);
    expect(mail?.subject).toBe('Verifikasi email Anda untuk Kapital');
  });
});

describe('registering with a language', () => {
  it('stores it and sends the verification mail in it', async () => {
    const body = registrationFor({ language: 'ms' });
    const response = await post(t, '/api/account/register', body);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db
      .select({ language: user.language })
      .from(user)
      .where(eq(user.id, response.json().uid));
    expect(row?.language).toBe('ms');
    const mail = t.mailer.sent.find((sent) => sent.to === body.email);
    expect(mail?.subject).toBe('Sahkan e-mel anda untuk Kapital');
    expect(mail?.text).toContain('Sahkan alamat ini untuk membuka dompet anda.');
  });

  it('is English when left out, and refuses a language it does not speak', async () => {
    const body = registrationFor();
    const response = await post(t, '/api/account/register', body);
    expect(response.statusCode, response.body).toBe(201);
    expect(t.mailer.sent.find((sent) => sent.to === body.email)?.subject).toBe(
      'Verify your e-mail for Kapital',
    );
    const error = expectError(
      await post(t, '/api/account/register', registrationFor({ language: 'de' as never })),
      400,
      'VALIDATION_ERROR',
    );
    expect(error.fields).toMatchObject({
      language: 'Choose English, Bahasa Melayu or Bahasa Indonesia',
    });
  });
});
