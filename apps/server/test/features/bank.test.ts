import {
  BANK_CHANGE_COOLDOWN_HOURS,
  bankDetailsResponse,
  MONEY_ERROR_CODES,
} from '@kapital/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankDetails } from '../../src/db/schema/index.ts';
import { send } from '../helpers/admin.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { createManualClock } from '../helpers/manual-clock.ts';
import { registerUser } from '../helpers/users.ts';
import { BANK_DETAILS, saveBank } from '../helpers/withdrawals.ts';

const START = Date.parse('2026-03-02T09:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const clock = createManualClock(START);
let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false, clock });
});
afterAll(async () => {
  await t?.close();
});

async function storedRow(userId: string) {
  const [row] = await t.db.select().from(bankDetails).where(eq(bankDetails.userId, userId));
  return row ?? null;
}

describe('GET /api/bank', () => {
  it('is empty before the first save, and needs a verified session', async () => {
    const person = await verifiedUser(t);
    const response = await get(t, '/api/bank', person.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ details: null, withdrawalsOpenAt: null });
    expectError(await get(t, '/api/bank'), 401, 'UNAUTHENTICATED');
  });
});

describe('PUT /api/bank', () => {
  it('saves the first details without a cooldown, normalised, and mails a notice', async () => {
    const person = await verifiedUser(t);
    const mailsBefore = t.mailer.sent.length;
    const response = await saveBank(t, person);
    expect(response.statusCode, response.body).toBe(200);
    const body = bankDetailsResponse.parse(response.json());
    expect(body).toEqual({
      details: {
        bankName: 'Maybank Berhad',
        accountHolder: 'Ada Lovelace',
        accountNumber: '114022334455',
        swift: 'MBBEMYKL',
        updatedAt: new Date(START).toISOString(),
      },
      withdrawalsOpenAt: null,
    });
    expect((await storedRow(person.id))?.withdrawalsOpenAt).toBeNull();
    const mails = t.mailer.sent.slice(mailsBefore);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [person.email, 'Your bank details changed'],
    ]);
    expect(mails[0]?.text).toContain('ending in 4455');
    expect(mails[0]?.text).not.toContain('114022334455');
    expect((await get(t, '/api/bank', person.cookie)).json()).toEqual(body);
  });

  it('a change closes withdrawals for 24 h; the same details again change nothing', async () => {
    const person = await verifiedUser(t);
    expect((await saveBank(t, person)).statusCode).toBe(200);
    clock.advance(HOUR);
    const mailsBefore = t.mailer.sent.length;

    const same = await saveBank(t, person, { ...BANK_DETAILS, accountNumber: '114022334455' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().withdrawalsOpenAt).toBeNull();
    expect(same.json().details.updatedAt).toBe(new Date(START).toISOString());
    expect(t.mailer.sent.length).toBe(mailsBefore);

    const changed = await saveBank(t, person, {
      ...BANK_DETAILS,
      accountNumber: 'GB29NWBK60161331926819',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const reopen = new Date(clock.now() + BANK_CHANGE_COOLDOWN_HOURS * HOUR).toISOString();
    expect(changed.json()).toMatchObject({
      details: { accountNumber: 'GB29NWBK60161331926819' },
      withdrawalsOpenAt: reopen,
    });
    expect(t.mailer.sent.at(-1)?.text).toContain(reopen);

    clock.advance(BANK_CHANGE_COOLDOWN_HOURS * HOUR);
    expect((await get(t, '/api/bank', person.cookie)).json().withdrawalsOpenAt).toBeNull();
  });

  it('a wrong password is 403 on the password field and saves nothing', async () => {
    const person = await verifiedUser(t);
    const response = await send(t, 'PUT', '/api/bank', {
      cookie: person.cookie,
      payload: { ...BANK_DETAILS, password: 'not-the-password-1' },
    });
    const error = expectError(response, 403, MONEY_ERROR_CODES.invalidPassword);
    expect(error.fields).toEqual({ password: 'The password is not right' });
    expect(await storedRow(person.id)).toBeNull();

    expect((await saveBank(t, person)).statusCode).toBe(200);
    const before = await storedRow(person.id);
    const refused = await send(t, 'PUT', '/api/bank', {
      cookie: person.cookie,
      payload: { ...BANK_DETAILS, bankName: 'Other Bank', password: 'not-the-password-1' },
    });
    expectError(refused, 403, MONEY_ERROR_CODES.invalidPassword);
    expect(await storedRow(person.id)).toEqual(before);
  });

  it('refuses bad fields with a message beside each, and saves nothing', async () => {
    const person = await verifiedUser(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bankName: '' }, 'bankName'],
      [{ accountHolder: 'x'.repeat(101) }, 'accountHolder'],
      [{ accountNumber: '12' }, 'accountNumber'],
      [{ accountNumber: '12345678!' }, 'accountNumber'],
      [{ swift: 'A' }, 'swift'],
      [{ password: '' }, 'password'],
    ];
    for (const [change, field] of cases) {
      const response = await send(t, 'PUT', '/api/bank', {
        cookie: person.cookie,
        payload: { ...BANK_DETAILS, password: person.password, ...change },
      });
      const error = expectError(response, 400, 'VALIDATION_ERROR');
      expect(Object.keys(error.fields ?? {}), JSON.stringify(change)).toEqual([field]);
    }
    const [rows] = await t.db
      .select({ n: count() })
      .from(bankDetails)
      .where(eq(bankDetails.userId, person.id));
    expect(rows?.n).toBe(0);
  });

  it('refuses a user whose e-mail is not verified', async () => {
    const person = await registerUser(t);
    expectError(await saveBank(t, person), 403, 'EMAIL_NOT_VERIFIED');
    expect(await storedRow(person.id)).toBeNull();
  });

  it('limits password attempts like sign-in', async () => {
    const limited = await build({ authRateLimitMax: 2 });
    const person = await verifiedUser(limited);
    const attempt = () =>
      send(limited, 'PUT', '/api/bank', {
        cookie: person.cookie,
        payload: { ...BANK_DETAILS, password: 'a-guess-at-the-password' },
      });
    expectError(await attempt(), 403, MONEY_ERROR_CODES.invalidPassword);
    expectError(await attempt(), 403, MONEY_ERROR_CODES.invalidPassword);
    expectError(await attempt(), 429, 'RATE_LIMITED');
    expectError(await saveBank(limited, person), 429, 'RATE_LIMITED');
  });
});
