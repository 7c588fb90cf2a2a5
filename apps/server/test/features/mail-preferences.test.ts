import {
  MAIL_TOPICS,
  type MailPreferences,
  mailPreferencesSchema,
  type Notification,
  notificationListResponse,
} from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deposits, mailPreference } from '../../src/db/schema/index.ts';
import { send } from '../helpers/admin.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { insertDeposit } from '../helpers/deposit-fixtures.ts';
import { newKey, postWithKey } from '../helpers/deposit-requests.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { mailsSince } from '../helpers/mail.ts';
import { registerReferred } from '../helpers/referrals.ts';
import { staffUser } from '../helpers/staff.ts';
import { registerUser, signIn, type TestUser } from '../helpers/users.ts';

const PATH = '/api/profile/mail-preferences';
const ALL_ON = Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, true])) as MailPreferences;
const ALL_OFF = Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, false])) as MailPreferences;

let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
});

const read = (app: TestApp, person: TestUser) => get(app, PATH, person.cookie);
const save = (app: TestApp, person: TestUser, payload: unknown) =>
  send(app, 'PUT', PATH, { cookie: person.cookie, payload });

async function preferencesOf(app: TestApp, person: TestUser): Promise<MailPreferences> {
  const response = await read(app, person);
  expect(response.statusCode, response.body).toBe(200);
  return mailPreferencesSchema.parse(response.json());
}

/** The person's notices once there are `count` of them (they are written after the commit). */
function noticesOf(app: TestApp, person: TestUser, count: number): Promise<Notification[]> {
  return vi.waitFor(
    async () => {
      const response = await get(app, '/api/notifications?size=100', person.cookie);
      const { items } = notificationListResponse.parse(response.json());
      expect(items).toHaveLength(count);
      return items;
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** The mail sent to the person after the first `since` mails of the app. */
const mailsTo = (app: TestApp, person: TestUser, since = 0) =>
  app.mailer.sent.slice(since).filter((mail) => mail.to === person.email);

describe('GET and PUT /api/profile/mail-preferences', () => {
  it('has every topic on until the user chooses', async () => {
    const person = await verifiedUser(t);
    expect(await preferencesOf(t, person)).toEqual(ALL_ON);
  });

  it('saves the preferences, answers them, and reads them back; saving again replaces them', async () => {
    const person = await verifiedUser(t);
    const chosen = { ...ALL_ON, deposits: false, priceAlerts: false };
    const saved = await save(t, person, chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect(await preferencesOf(t, person)).toEqual(chosen);
    const [row] = await t.db
      .select()
      .from(mailPreference)
      .where(eq(mailPreference.userId, person.id));
    expect(row?.mutedTopics.sort()).toEqual(['deposits', 'priceAlerts']);

    const again = { ...ALL_ON, kyc: false };
    expect((await save(t, person, again)).json()).toEqual(again);
    expect(await preferencesOf(t, person)).toEqual(again);
  });

  it('refuses a body with an unknown topic, a non-boolean or a missing topic with 400', async () => {
    const person = await verifiedUser(t);
    await save(t, person, { ...ALL_ON, referrals: false });
    const missing = Object.fromEntries(
      Object.entries(ALL_ON).filter(([topic]) => topic !== 'referrals'),
    );
    for (const payload of [
      { ...ALL_ON, newsletter: false },
      { ...ALL_ON, deposits: 'false' },
      { ...ALL_ON, deposits: 0 },
      { ...ALL_ON, kyc: null },
      missing,
      [],
    ]) {
      expectError(await save(t, person, payload), 400, 'VALIDATION_ERROR');
    }
    expect(await preferencesOf(t, person)).toEqual({ ...ALL_ON, referrals: false });
  });

  it('is for a signed-in user with a verified e-mail only', async () => {
    expectError(await get(t, PATH), 401, 'UNAUTHENTICATED');
    expectError(await send(t, 'PUT', PATH, { payload: ALL_OFF }), 401, 'UNAUTHENTICATED');
    const unverified = await registerUser(t);
    expectError(await read(t, unverified), 403, 'EMAIL_NOT_VERIFIED');
    expectError(await save(t, unverified, ALL_OFF), 403, 'EMAIL_NOT_VERIFIED');
  });

  it("one user's choice leaves another user's preferences as they were", async () => {
    const [first, second] = [await verifiedUser(t), await verifiedUser(t)];
    const secondChoice = { ...ALL_ON, withdrawals: false };
    await save(t, second, secondChoice);
    expect((await save(t, first, ALL_OFF)).statusCode).toBe(200);
    expect(await preferencesOf(t, first)).toEqual(ALL_OFF);
    expect(await preferencesOf(t, second)).toEqual(secondChoice);
  });
});

describe('mail follows the topics', () => {
  it('a muted topic keeps its notice but sends no mail; an unmuted one mails once, retried or heard twice', async () => {
    // An app of its own: closing it waits for every notice and mail in flight, so "no mail"
    // below means none was sent, not none yet.
    const own = await build({}, { autoClose: false });
    let closed = false;
    try {
      const staff = await staffUser(own, 'admin');
      const muted = await verifiedUser(own);
      const listening = await verifiedUser(own);
      // The referrer earns a commission on each deposit of the person they referred.
      const referred = await registerReferred(own, { referralCode: listening.userName });
      expect((await save(own, muted, { ...ALL_ON, deposits: false })).statusCode).toBe(200);
      // Mail from here on (registration sent each a verification mail).
      const since = own.mailer.sent.length;

      const approveTwice = async (userId: string) => {
        const id = await insertDeposit(own.db, userId, { status: 'submitted' });
        const key = newKey();
        const approve = () =>
          postWithKey(own, `/api/admin/deposits/${id}/approve`, { cookie: staff.cookie, key });
        expect((await approve()).statusCode).toBe(200);
        expect((await approve()).headers['idempotent-replayed']).toBe('true');
        return id;
      };
      await approveTwice(muted.id);
      const heard = await approveTwice(listening.id);
      await approveTwice(referred.id);
      // A second instance hears the same event: still one notice, so still one mail.
      await own.deps.events.publish({
        type: 'invoice',
        userId: listening.id,
        invoice: 'deposit',
        id: heard,
        status: 'approved',
      });

      expect((await noticesOf(own, muted, 1)).map((notice) => notice.kind)).toEqual([
        'deposit.approved',
      ]);
      const notices = await noticesOf(own, listening, 2);
      expect(notices.map((notice) => notice.kind).sort()).toEqual([
        'deposit.approved',
        'referral.paid',
      ]);
      const commission = notices.find((notice) => notice.kind === 'referral.paid');
      const [heardRow] = await own.db.select().from(deposits).where(eq(deposits.id, heard));

      await own.close();
      closed = true;
      expect(mailsTo(own, muted, since)).toEqual([]);
      const mails = mailsTo(own, listening, since);
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        `Deposit ${heardRow?.number} approved`,
        'You earned a referral commission',
      ]);
      const earned = mails.find((mail) => mail.subject === 'You earned a referral commission');
      expect(earned?.text).toContain(commission?.text);
      expect(earned?.actionUrl).toBe(`${TEST_BASE_URL}/refferals`);
      expect(mails.find((mail) => mail.subject.startsWith('Deposit'))?.actionUrl).toBe(
        `${TEST_BASE_URL}/invoice-balance/${heard}`,
      );
      // The referred person's own deposit mail went to them, their topics being on.
      expect(mailsTo(own, referred, since)).toHaveLength(1);
    } finally {
      if (!closed) await own.close();
    }
  });

  it('a fired price alert is mailed with its notice sentence and a link to the trade screen', async () => {
    const person = await verifiedUser(t);
    const since = t.mailer.sent.length;
    await t.deps.events.publish({
      type: 'price_alert.fired',
      userId: person.id,
      alertId: 'alert-mail-1',
      symbol: 'BTC',
      direction: 'above',
      price: '65000',
      firedPrice: '65012.35',
      firedCount: 1,
    });
    const [notice] = await noticesOf(t, person, 1);
    const [mail] = await mailsSince(t, since, 1, person.email);
    expect(mail?.subject).toBe('Your price alert fired');
    expect(mail?.text).toContain(notice?.text);
    expect(mail?.actionUrl).toBe(`${TEST_BASE_URL}${notice?.link}`);
  });

  it('security mail (a sign-in from a new device) is sent with every topic muted', async () => {
    const person = await verifiedUser(t);
    expect((await save(t, person, ALL_OFF)).statusCode).toBe(200);
    const since = t.mailer.sent.length;
    // A sign-in without the browser's device cookie: a new device to the account.
    await signIn(t, person.email, person.password);
    const [notice] = await noticesOf(t, person, 1);
    expect(notice?.kind).toBe('sign_in.new_device');
    const mails = mailsTo(t, person, since);
    expect(mails.map((mail) => mail.subject)).toEqual(['New sign-in to your Kapital account']);
  });
});
