import { SIGN_IN_HISTORY_SIZE } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { twoFactor, user } from '../../src/db/schema/index.ts';
import { recordSignInAttempt } from '../../src/platform/auth/sign-in-history.ts';
import { type TestBrowser, testBrowser } from '../helpers/browser.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError } from '../helpers/http.ts';
import {
  codeStep,
  passwordStep,
  totpCode,
  turnOnTwoFactor,
  wrongTotpCode,
} from '../helpers/two-factor.ts';
import { registrationFor } from '../helpers/users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
});

const FIREFOX_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';

interface Person {
  id: string;
  email: string;
  password: string;
  /** The browser the account was registered in: it knows the account. */
  home: TestBrowser;
}

/** Registers in a browser of its own (signed in there) and verifies the e-mail. */
async function registered(): Promise<Person> {
  const home = testBrowser(t);
  const body = registrationFor();
  const answer = await home.post('/api/account/register', body);
  expect(answer.statusCode, answer.body).toBe(201);
  const id = answer.json().uid as string;
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
  return { id, email: body.email, password: body.password, home };
}

type HistoryItem = { result: string; method: string; newDevice: boolean } & Record<string, unknown>;

async function historyOf(browser: TestBrowser): Promise<HistoryItem[]> {
  const answer = await browser.get('/api/security/sign-ins');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().items;
}

/** The history once it holds `count` attempts (refusals are written after their answer). */
async function historyWith(browser: TestBrowser, count: number): Promise<HistoryItem[]> {
  await expect.poll(async () => (await historyOf(browser)).length).toBe(count);
  return historyOf(browser);
}

const newSignInMails = (email: string) =>
  t.mailer.sent.filter(
    (mail) => mail.to === email && mail.subject === 'New sign-in to your Kapital account',
  );

describe('what is recorded', () => {
  it('password sign-ins: signed in, wrong password, blocked, with address and browser', async () => {
    const person = await registered();
    const laptop = testBrowser(t, { userAgent: FIREFOX_ON_MAC, remoteAddress: '198.51.100.7' });
    expectError(
      await passwordStep(laptop, person.email, 'not-the-password-1'),
      401,
      'INVALID_EMAIL_OR_PASSWORD',
    );
    expect((await passwordStep(laptop, person.email, person.password)).statusCode).toBe(200);

    const items = await historyWith(person.home, 2);
    expect(items).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        ipAddress: '198.51.100.7',
        browser: 'Firefox 128',
        system: 'macOS 14.5',
        result: 'signed_in',
        method: 'password',
        newDevice: true,
      },
      expect.objectContaining({
        ipAddress: '198.51.100.7',
        result: 'wrong_password',
        method: 'password',
        newDevice: false,
      }),
    ]);

    await t.db.update(user).set({ userBlock: true }).where(eq(user.id, person.id));
    expectError(await passwordStep(laptop, person.email, person.password), 403, 'USER_BLOCKED');
    await t.db.update(user).set({ userBlock: false }).where(eq(user.id, person.id));
    const afterBlock = await historyWith(person.home, 3);
    expect(afterBlock[0]).toMatchObject({ result: 'blocked', method: 'password' });
  });

  it('a sign-in refused by the limits is recorded as limited', async () => {
    const person = await registered();
    const limited = await buildApp({
      ...t.deps,
      config: { ...t.deps.config, authRateLimitMax: 2 },
    });
    onTestFinished(() => limited.close());
    const stranger = testBrowser({ app: limited }, { remoteAddress: '203.0.113.9' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expectError(
        await passwordStep(stranger, person.email, 'not-the-password-1'),
        401,
        'INVALID_EMAIL_OR_PASSWORD',
      );
    }
    expectError(await passwordStep(stranger, person.email, person.password), 429, 'RATE_LIMITED');
    const items = await historyWith(person.home, 3);
    expect(items.map((item) => item.result)).toEqual([
      'limited',
      'wrong_password',
      'wrong_password',
    ]);
  });

  it('with two-step on, the code step records: wrong code, limited, then signed in with two steps', async () => {
    const person = await registered();
    const { secret } = await turnOnTwoFactor(person.home, person.password);
    const phone = testBrowser(t);
    await passwordStep(phone, person.email, person.password);
    const wrong = await wrongTotpCode(secret);
    for (let attempt = 0; attempt < 5; attempt += 1) await codeStep(phone, wrong);
    expectError(await codeStep(phone, await totpCode(secret)), 429, 'RATE_LIMITED');
    await t.db.update(twoFactor).set({ lockedUntil: null }).where(eq(twoFactor.userId, person.id));
    await passwordStep(phone, person.email, person.password);
    expect((await codeStep(phone, await totpCode(secret))).statusCode).toBe(204);

    const items = await historyWith(person.home, 7);
    expect(items.map(({ result, method }) => `${result} ${method}`)).toEqual([
      'signed_in two_factor',
      'limited two_factor',
      ...Array(5).fill('wrong_code two_factor'),
    ]);
    // The password step alone, waiting for its code, is no sign-in.
    expect(items.filter((item) => item.method === 'password')).toEqual([]);
  });

  it('the e-mail verification link signs in, and is recorded as such', async () => {
    const home = testBrowser(t);
    const body = registrationFor();
    const registeredAnswer = await home.post('/api/account/register', body);
    expect(registeredAnswer.statusCode, registeredAnswer.body).toBe(201);
    const mail = t.mailer.sent.find(
      (sent) => sent.to === body.email && sent.subject.startsWith('Verify your e-mail'),
    );
    const link = new URL(mail?.actionUrl ?? '');
    // Opened on a phone: a browser that has not seen the account.
    const phone = testBrowser(t, { userAgent: FIREFOX_ON_MAC });
    const opened = await phone.get(`${link.pathname}${link.search}`);
    expect(opened.statusCode, opened.body).toBe(302);

    const [latest] = await historyWith(phone, 1);
    expect(latest).toMatchObject({ result: 'signed_in', method: 'email_link', newDevice: true });
    expect(latest?.browser).toBe('Firefox 128');
    // A link opened again signs nobody in and adds nothing.
    const again = await testBrowser(t).get(`${link.pathname}${link.search}`);
    expect(again.statusCode).not.toBe(500);
    await historyWith(phone, 1);
  });

  it('addresses that belong to no account leave nothing', async () => {
    const before = await t.db.$count(user);
    expectError(
      await passwordStep(testBrowser(t), 'nobody-here@example.com', 'not-the-password-1'),
      401,
      'INVALID_EMAIL_OR_PASSWORD',
    );
    expect(await t.db.$count(user)).toBe(before);
  });
});

describe('GET /api/security/sign-ins', () => {
  it(`shows the ${SIGN_IN_HISTORY_SIZE} newest attempts, newest first, and never another user's`, async () => {
    const person = await registered();
    const other = await registered();
    for (let index = 0; index < SIGN_IN_HISTORY_SIZE + 5; index += 1) {
      await recordSignInAttempt(t.db, {
        userId: person.id,
        result: index % 2 ? 'wrong_password' : 'signed_in',
        method: 'password',
        ipAddress: `192.0.2.${index}`,
        userAgent: null,
      });
    }
    await recordSignInAttempt(t.db, {
      userId: other.id,
      result: 'signed_in',
      method: 'password',
      ipAddress: '198.51.100.99',
      userAgent: null,
    });

    const items = await historyOf(person.home);
    expect(items).toHaveLength(SIGN_IN_HISTORY_SIZE);
    expect(items[0]?.ipAddress).toBe(`192.0.2.${SIGN_IN_HISTORY_SIZE + 4}`);
    expect(items.at(-1)?.ipAddress).toBe('192.0.2.5');
    expect(items.some((item) => item.ipAddress === '198.51.100.99')).toBe(false);
    expect(items[0]).toMatchObject({ browser: null, system: null });
    expect(await historyOf(other.home)).toEqual([
      expect.objectContaining({ ipAddress: '198.51.100.99' }),
    ]);
  });

  it('is for the signed-in user only', async () => {
    expectError(await testBrowser(t).get('/api/security/sign-ins'), 401, 'UNAUTHENTICATED');
  });
});

describe('a sign-in from a new browser', () => {
  it('is marked new and mailed once per browser; a browser the account knows is not', async () => {
    const person = await registered();
    // The browser it registered in knows it.
    await person.home.post('/api/auth/sign-out');
    expect((await passwordStep(person.home, person.email, person.password)).statusCode).toBe(200);
    expect(newSignInMails(person.email)).toHaveLength(0);

    const laptop = testBrowser(t, { userAgent: FIREFOX_ON_MAC, remoteAddress: '198.51.100.20' });
    expect((await passwordStep(laptop, person.email, person.password)).statusCode).toBe(200);
    expect(newSignInMails(person.email)).toHaveLength(1);
    const [mail] = newSignInMails(person.email);
    expect(mail?.text).toContain('Address: 198.51.100.20');
    expect(mail?.text).toContain('Browser: Firefox 128 on macOS 14.5');
    expect(mail?.text).toMatch(/Time: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(mail?.text).toContain(
      'If this was not you, change your password and end the session on the security page.',
    );
    expect(mail?.actionUrl).toBe('http://localhost:3000/security');

    // Signed in there again: known now.
    await laptop.post('/api/auth/sign-out');
    expect((await passwordStep(laptop, person.email, person.password)).statusCode).toBe(200);
    expect(newSignInMails(person.email)).toHaveLength(1);

    // A third browser is new again: its mail is the second.
    const phone = testBrowser(t);
    expect((await passwordStep(phone, person.email, person.password)).statusCode).toBe(200);
    expect(newSignInMails(person.email)).toHaveLength(2);

    const items = await historyOf(person.home);
    expect(items.map((item) => item.newDevice)).toEqual([true, false, true, false]);
  });

  it('where another account signed in last, it is new to this one', async () => {
    const first = await registered();
    const second = await registered();
    const shared = testBrowser(t);
    await passwordStep(shared, first.email, first.password);
    await shared.post('/api/auth/sign-out');
    await passwordStep(shared, second.email, second.password);
    expect(newSignInMails(second.email)).toHaveLength(1);
    expect((await historyOf(second.home))[0]).toMatchObject({ newDevice: true });
  });

  it('with two-step on, the mail comes once the code is right, not after the password alone', async () => {
    const person = await registered();
    const { secret } = await turnOnTwoFactor(person.home, person.password);
    const laptop = testBrowser(t);
    await passwordStep(laptop, person.email, person.password);
    expect(newSignInMails(person.email)).toHaveLength(0);
    await codeStep(laptop, await wrongTotpCode(secret));
    expect((await codeStep(laptop, await totpCode(secret))).statusCode).toBe(204);
    expect(newSignInMails(person.email)).toHaveLength(1);
    expect((await historyWith(person.home, 2))[0]).toMatchObject({
      result: 'signed_in',
      method: 'two_factor',
      newDevice: true,
    });
  });
});
