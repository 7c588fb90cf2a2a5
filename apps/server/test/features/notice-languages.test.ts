import type { Language } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deposits, user } from '../../src/db/schema/index.ts';
import { noticeFor } from '../../src/features/notifications/notices.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { insertDeposit, insertPaymentMethod } from '../helpers/deposit-fixtures.ts';
import { postWithKey } from '../helpers/deposit-requests.ts';
import { verifiedUser } from '../helpers/http.ts';
import { mailsSince } from '../helpers/mail.ts';
import { approvedDeposit, noticesAbout, registerReferred } from '../helpers/referrals.ts';
import { staffUser } from '../helpers/staff.ts';
import type { TestUser } from '../helpers/users.ts';

/**
 * Issue 22: a notice is written in its recipient's language when it is made, so the bell and
 * the mails that embed its sentence speak it; English stays as it always was.
 */
let t: TestApp;
let admin: TestUser;
let methodId: string;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  admin = await staffUser(t, 'admin');
  methodId = await insertPaymentMethod(t.db);
});
afterAll(async () => {
  await t?.close();
});

const speak = (person: TestUser, language: Language) =>
  t.db.update(user).set({ language }).where(eq(user.id, person.id));

/** The person's one notice of `kind`, once it is written (after the commit). */
function noticeOf(person: TestUser, kind: string) {
  return vi.waitFor(
    async () => {
      const [found] = await noticesAbout(t, person.id, kind);
      if (!found) throw new Error(`no ${kind} notice yet`);
      return found;
    },
    { timeout: 10_000, interval: 20 },
  );
}

describe('a money decision', () => {
  it('an Indonesian user hears of an approved deposit in Indonesian, the amount unchanged', async () => {
    const person = await verifiedUser(t);
    await speak(person, 'id');
    const id = await insertDeposit(t.db, person.id, {
      status: 'submitted',
      amount: 2_500_050n,
      proofIn: t.deps.storage,
    });
    const since = t.mailer.sent.length;
    const approved = await postWithKey(t, `/api/admin/deposits/${id}/approve`, {
      cookie: admin.cookie,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [row] = await t.db.select().from(deposits).where(eq(deposits.id, id));
    const notice = await noticeOf(person, 'deposit.approved');
    expect(notice.text).toBe(`Deposit ${row?.number} Anda sebesar 25.000,50 USD telah disetujui.`);
    // Its mail has a template of its own, in the same language.
    const [mail] = await mailsSince(t, since, 1, person.email);
    expect(mail?.subject).toBe(`Deposit ${row?.number} disetujui`);
  });

  it('an English user still reads the sentence the bell always showed', async () => {
    const person = await verifiedUser(t);
    const id = await insertDeposit(t.db, person.id, { amount: 2_500_050n });
    const refused = await postWithKey(t, `/api/admin/deposits/${id}/reject`, {
      cookie: admin.cookie,
      payload: { reason: 'No payment arrived' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const [row] = await t.db.select().from(deposits).where(eq(deposits.id, id));
    expect((await noticeOf(person, 'deposit.rejected')).text).toBe(
      `Your deposit ${row?.number} of 25,000.50 USD was rejected.`,
    );
  });
});

describe('the notices mailed with their sentence', () => {
  it('a Malay referrer hears of a commission in Malay, in the bell and in the mail', async () => {
    const referrer = await registerReferred(t);
    await speak(referrer, 'ms');
    const referred = await registerReferred(t, { referralCode: referrer.userName });
    const since = t.mailer.sent.length;
    await approvedDeposit(t, admin.cookie, referred.id, 9_876_540n, methodId);
    const masked = `${referred.email.slice(0, 2)}***@example.com`;
    const notice = await noticeOf(referrer, 'referral.paid');
    expect(notice.text).toBe(
      `Anda telah memperoleh 4,938.27 USD: 5% daripada deposit oleh ${masked}.`,
    );
    const [mail] = await mailsSince(t, since, 1, referrer.email);
    expect(mail?.subject).toBe('Anda telah memperoleh komisen rujukan');
    expect(mail?.text).toContain(notice.text);
    expect(mail?.text).toContain(`Lihat rujukan anda: ${TEST_BASE_URL}/refferals`);
  });

  it('a Malay user’s price alert is mailed in Malay, prices with the pair’s decimals', async () => {
    const person = await verifiedUser(t);
    await speak(person, 'ms');
    const since = t.mailer.sent.length;
    await t.deps.events.publish({
      type: 'price_alert.fired',
      userId: person.id,
      alertId: 'alert-ms-1',
      symbol: 'BTC',
      direction: 'above',
      price: '65000',
      firedPrice: '65012.35',
      firedCount: 1,
    });
    const notice = await noticeOf(person, 'price_alert.fired');
    expect(notice.text).toBe('BTC/USDT telah naik melepasi 65,000.00 (kini 65,012.35).');
    const [mail] = await mailsSince(t, since, 1, person.email);
    expect(mail?.subject).toBe('Amaran harga anda telah dicetuskan');
    expect(mail?.text).toContain(notice.text);
  });
});

describe('the other notices', () => {
  it('are written in the recipient’s language, numbers its way', async () => {
    const person = await verifiedUser(t);
    await speak(person, 'id');
    const noticeText = async (event: Parameters<typeof noticeFor>[1]) =>
      (await noticeFor(t.db, event))?.text;
    expect(
      await noticeText({
        type: 'price_alert.fired',
        userId: person.id,
        alertId: 'alert-id-1',
        symbol: 'XRP',
        direction: 'below',
        price: '1234.5',
        firedPrice: '1234.4999',
        firedCount: 1,
      }),
    ).toBe('XRP/USDT turun di bawah 1.234,5000 (sekarang 1.234,4999).');
    expect(
      await noticeText({ type: 'kyc', userId: person.id, id: 'kyc-1', status: 'rejected' }),
    ).toBe('Verifikasi identitas Anda ditolak.');
    expect(
      await noticeText({
        type: 'sign_in.new_device',
        userId: person.id,
        attemptId: 1,
        browser: 'Firefox',
        system: 'Linux',
      }),
    ).toBe('Akun Anda baru saja digunakan untuk login dari perangkat baru (Firefox di Linux).');
    expect(
      await noticeText({
        type: 'chat.message',
        userId: person.id,
        conversationId: 'conversation-1',
        messageId: 'message-1',
        senderRole: 'staff',
      }),
    ).toBe('Tim dukungan telah membalas pesan Anda.');

    await speak(person, 'en');
    expect(
      await noticeText({
        type: 'sign_in.new_device',
        userId: person.id,
        attemptId: 2,
        browser: null,
        system: 'Linux',
      }),
    ).toBe('Your account was signed in to from a new device (Linux).');
  });
});
