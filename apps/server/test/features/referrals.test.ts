import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { referral, settings, user } from '../../src/db/schema/index.ts';
import { commissionOf } from '../../src/features/referrals/service.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { insertDeposit, insertPaymentMethod } from '../helpers/deposit-fixtures.ts';
import { newKey, postWithKey } from '../helpers/deposit-requests.ts';
import { expectLedgerHolds } from '../helpers/ledger-fixtures.ts';
import {
  approvedDeposit,
  bonusOf,
  commissionsOf,
  freshIp,
  noticesAbout,
  referralOf,
  registerReferred,
} from '../helpers/referrals.ts';
import { staffUser } from '../helpers/staff.ts';
import { signIn, type TestUser } from '../helpers/users.ts';
import { BANK_DETAILS, saveBank } from '../helpers/withdrawals.ts';

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

/** grandparent <- parent <- child, each from an IP of their own. */
async function chainOfThree() {
  const grandparent = await registerReferred(t);
  const parent = await registerReferred(t, { referralCode: grandparent.userName });
  const child = await registerReferred(t, { referralCode: parent.userName });
  return { grandparent, parent, child };
}

describe('commissionOf', () => {
  it('takes the rate in basis points and rounds down to the cent', () => {
    expect(commissionOf(100_000n, 500)).toBe(5_000n);
    expect(commissionOf(100_000n, 200)).toBe(2_000n);
    // 5% of 123.45 is 6.1725: 6.17.
    expect(commissionOf(12_345n, 500)).toBe(617n);
    // 2% of 0.49 is 0.0098: nothing.
    expect(commissionOf(49n, 200)).toBe(0n);
    expect(commissionOf(100_000n, 0)).toBe(0n);
  });
});

describe('referral at sign-up', () => {
  it('records the level-1 referrer, clear when nothing is shared', async () => {
    const { parent, child } = await chainOfThree();
    expect(await referralOf(t, child.id)).toMatchObject({
      referrerId: parent.id,
      status: 'clear',
      evidence: {},
    });
  });

  it('records nothing for an unknown code, and the sign-up still succeeds', async () => {
    const person = await registerReferred(t, { referralCode: 'nobody_has_this' });
    expect(await referralOf(t, person.id)).toBeUndefined();
  });

  it('flags a sign-up from the referrer’s sign-up IP address', async () => {
    const ip = freshIp();
    const referrer = await registerReferred(t, { ip });
    const person = await registerReferred(t, { referralCode: referrer.userName, ip });
    const row = await referralOf(t, person.id);
    expect(row).toMatchObject({ status: 'flagged', evidence: { sameIp: ip } });
    expect(row?.flaggedAt).not.toBeNull();
  });

  it('flags a sign-up from a browser whose device cookie vouches for the referrer', async () => {
    const referrer = await registerReferred(t);
    expect(referrer.cookie).toMatch(/kapital-device=/);
    const person = await registerReferred(t, {
      referralCode: referrer.userName,
      cookie: referrer.cookie,
    });
    expect(await referralOf(t, person.id)).toMatchObject({
      status: 'flagged',
      evidence: { sameDevice: true },
    });
  });

  it('refuses a referral of a user to themselves in the database', async () => {
    const person = await registerReferred(t);
    await expect(
      t.db.insert(referral).values({ referredId: person.id, referrerId: person.id }),
    ).rejects.toThrow();
  });
});

describe('commissions on an approved deposit', () => {
  it('pays 5% to the referrer and 2% to theirs, house -> bonus fund, with notices', async () => {
    const { grandparent, parent, child } = await chainOfThree();
    const depositId = await approvedDeposit(t, admin.cookie, child.id, 100_000n, methodId);
    expect(await bonusOf(t, parent.id)).toBe(5_000n);
    expect(await bonusOf(t, grandparent.id)).toBe(2_000n);
    expect(await bonusOf(t, child.id)).toBe(0n);
    const rows = await commissionsOf(t, depositId);
    expect(rows).toMatchObject([
      { level: 1, referrerId: parent.id, amount: 5_000n, rateBps: 500, status: 'paid' },
      { level: 2, referrerId: grandparent.id, amount: 2_000n, rateBps: 200, status: 'paid' },
    ]);
    expect(rows.every((row) => row.transferId !== null)).toBe(true);
    const notice = await vi.waitFor(async () => {
      const [found] = await noticesAbout(t, parent.id, 'referral.paid');
      if (!found) throw new Error('no notice yet');
      return found;
    });
    const masked = `${child.email.slice(0, 2)}***@example.com`;
    expect(notice.text).toBe(`You earned 50.00 USD: 5% of a deposit by ${masked}.`);
    expect(notice.link).toBe('/refferals');
    await vi.waitFor(async () => {
      expect(await noticesAbout(t, grandparent.id, 'referral.paid')).toHaveLength(1);
    });
    await expectLedgerHolds(t.db);
  });

  it('uses the rates of the settings and rounds down to the cent', async () => {
    await t.db.update(settings).set({ referralLevel1Bps: 1_000, referralLevel2Bps: 0 });
    try {
      const { grandparent, parent, child } = await chainOfThree();
      const depositId = await approvedDeposit(t, admin.cookie, child.id, 12_345n, methodId);
      expect(await bonusOf(t, parent.id)).toBe(1_234n);
      // A rate of 0 pays nothing and keeps no row.
      expect(await bonusOf(t, grandparent.id)).toBe(0n);
      expect(await commissionsOf(t, depositId)).toHaveLength(1);
    } finally {
      await t.db.update(settings).set({ referralLevel1Bps: 500, referralLevel2Bps: 200 });
    }
  });

  it('pays nothing without a referrer', async () => {
    const person = await registerReferred(t);
    const depositId = await approvedDeposit(t, admin.cookie, person.id, 100_000n, methodId);
    expect(await commissionsOf(t, depositId)).toEqual([]);
  });

  it('pays level 2 only through a level-1 referrer', async () => {
    const { grandparent, parent } = await chainOfThree();
    // The parent's own deposit: the grandparent is its level 1, and nobody is level 2.
    const depositId = await approvedDeposit(t, admin.cookie, parent.id, 100_000n, methodId);
    expect(await commissionsOf(t, depositId)).toMatchObject([
      { level: 1, referrerId: grandparent.id },
    ]);
    expect(await bonusOf(t, grandparent.id)).toBe(5_000n);
  });

  it('pays each level once when the same approval is retried', async () => {
    const { grandparent, parent, child } = await chainOfThree();
    const id = await insertDeposit(t.db, child.id, {
      status: 'submitted',
      amount: 100_000n,
      methodId,
    });
    const key = newKey();
    const url = `/api/admin/deposits/${id}/approve`;
    const first = await postWithKey(t, url, { cookie: admin.cookie, key });
    const retry = await postWithKey(t, url, { cookie: admin.cookie, key });
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(await bonusOf(t, parent.id)).toBe(5_000n);
    expect(await bonusOf(t, grandparent.id)).toBe(2_000n);
    expect(await commissionsOf(t, id)).toHaveLength(2);
    await expectLedgerHolds(t.db);
  });

  it('pays each level once when two approvals race', async () => {
    const { grandparent, parent, child } = await chainOfThree();
    const id = await insertDeposit(t.db, child.id, {
      status: 'submitted',
      amount: 100_000n,
      methodId,
    });
    const url = `/api/admin/deposits/${id}/approve`;
    const answers = await Promise.all([
      postWithKey(t, url, { cookie: admin.cookie }),
      postWithKey(t, url, { cookie: admin.cookie }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await bonusOf(t, parent.id)).toBe(5_000n);
    expect(await bonusOf(t, grandparent.id)).toBe(2_000n);
    await expectLedgerHolds(t.db);
  });

  it('holds, and does not pay, the commissions of a flagged referral', async () => {
    const ip = freshIp();
    const grandparent = await registerReferred(t);
    const parent = await registerReferred(t, { referralCode: grandparent.userName, ip });
    // Same IP as the parent: the level-1 referral is flagged, so both levels wait.
    const child = await registerReferred(t, { referralCode: parent.userName, ip });
    const depositId = await approvedDeposit(t, admin.cookie, child.id, 100_000n, methodId);
    expect(await bonusOf(t, parent.id)).toBe(0n);
    expect(await bonusOf(t, grandparent.id)).toBe(0n);
    expect(await commissionsOf(t, depositId)).toMatchObject([
      { level: 1, amount: 5_000n, status: 'held', transferId: null },
      { level: 2, amount: 2_000n, status: 'held', transferId: null },
    ]);
    const notice = await vi.waitFor(async () => {
      const [found] = await noticesAbout(t, parent.id, 'referral.held');
      if (!found) throw new Error('no notice yet');
      return found;
    });
    expect(notice.text).toContain('A commission of 50.00 USD');
    expect(notice.text).toContain('is held for review');
    await expectLedgerHolds(t.db);
  });

  it('holds level 2 alone when only the referrer’s own referral is flagged', async () => {
    const ip = freshIp();
    const grandparent = await registerReferred(t, { ip });
    const parent = await registerReferred(t, { referralCode: grandparent.userName, ip });
    const child = await registerReferred(t, { referralCode: parent.userName });
    const depositId = await approvedDeposit(t, admin.cookie, child.id, 100_000n, methodId);
    expect(await bonusOf(t, parent.id)).toBe(5_000n);
    expect(await bonusOf(t, grandparent.id)).toBe(0n);
    expect((await commissionsOf(t, depositId)).map((row) => row.status)).toEqual(['paid', 'held']);
  });

  it('flags a referral whose bank account number is the referrer’s', async () => {
    const { parent, child } = await chainOfThree();
    const verified = async (person: TestUser): Promise<TestUser> => {
      await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, person.id));
      return { ...person, cookie: await signIn(t, person.email, person.password) };
    };
    const saved = await saveBank(t, await verified(parent));
    expect(saved.statusCode, saved.body).toBe(200);
    // The same number written another way is the same account.
    const accountNumber = BANK_DETAILS.accountNumber.replaceAll(' ', '-');
    const copied = await saveBank(t, await verified(child), { ...BANK_DETAILS, accountNumber });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(await referralOf(t, child.id)).toMatchObject({
      status: 'flagged',
      evidence: { sameBank: true },
    });
  });
});
