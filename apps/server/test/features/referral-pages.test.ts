import { randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  type MyCommissions,
  type MyReferredPeople,
  maskEmail,
  type ReferralSummary,
} from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { referral, user } from '../../src/db/schema/index.ts';
import type { DomainEvent } from '../../src/platform/events/event-bus.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { insertDeposit, insertPaymentMethod } from '../helpers/deposit-fixtures.ts';
import { expectError, get } from '../helpers/http.ts';
import { insertKyc } from '../helpers/kyc-rows.ts';
import { approvedDeposit, freshIp, referralOf, registerReferred } from '../helpers/referrals.ts';
import { staffUser } from '../helpers/staff.ts';
import type { TestUser } from '../helpers/users.ts';
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

/**
 * Registers through HTTP (with the referral code, from an IP of its own) and verifies the
 * e-mail. A `name` starts the address, so that masked addresses tell people apart.
 */
async function member(
  options: { referralCode?: string; ip?: string; name?: string } = {},
): Promise<TestUser> {
  const { name, ...signup } = options;
  const person = await registerReferred(t, signup);
  const email = name ? `${name}.${randomBytes(4).toString('hex')}@example.com` : person.email;
  await t.db.update(user).set({ emailVerified: true, email }).where(eq(user.id, person.id));
  return { ...person, email };
}

async function read<Body>(person: TestUser, url: string): Promise<Body> {
  const response = await get(t, url, person.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Body;
}

const summaryOf = (person: TestUser) => read<ReferralSummary>(person, '/api/referrals');
const peopleOf = (person: TestUser, query = '') =>
  read<MyReferredPeople>(person, `/api/referrals/people${query}`);
const commissionsOf = (person: TestUser, query = '') =>
  read<MyCommissions>(person, `/api/referrals/commissions${query}`);

const DECIMAL = /^\d+\.\d{2}$/;

/**
 * me <- verifiedDepositor (KYC approved, deposits 1,000.00)
 * me <- newcomer (nothing yet)
 * me <- sameIp (flagged: my sign-up IP; deposits 200.00, held)
 * me <- rejected (staff rejected the referral; deposits 300.00, never paid)
 * verifiedDepositor <- grandchild (level 2 to me; KYC approved, deposits 500.00)
 */
async function familyTree() {
  const myIp = freshIp();
  const me = await member({ ip: myIp });
  const code = { referralCode: me.userName };
  const verifiedDepositor = await member({ ...code, name: 'victor' });
  const newcomer = await member({ ...code, name: 'nina' });
  const sameIp = await member({ ...code, ip: myIp, name: 'simon' });
  const rejected = await member({ ...code, name: 'rita' });
  const grandchild = await member({ referralCode: verifiedDepositor.userName, name: 'gina' });
  await insertKyc(t.db, verifiedDepositor.id, 'approved');
  await insertKyc(t.db, grandchild.id, 'approved');
  // A pending submission is not a verified person.
  await insertKyc(t.db, newcomer.id, 'pending');
  await t.db
    .update(referral)
    .set({ status: 'rejected' })
    .where(eq(referral.referredId, rejected.id));
  await approvedDeposit(t, admin.cookie, verifiedDepositor.id, 100_000n, methodId);
  await approvedDeposit(t, admin.cookie, grandchild.id, 50_000n, methodId);
  await approvedDeposit(t, admin.cookie, sameIp.id, 20_000n, methodId);
  await approvedDeposit(t, admin.cookie, rejected.id, 30_000n, methodId);
  // Submitted, not approved: not a deposit yet.
  await insertDeposit(t.db, newcomer.id, { status: 'submitted', methodId });
  return { me, verifiedDepositor, newcomer, sameIp, rejected, grandchild };
}

describe('GET /api/referrals', () => {
  it('answers the link and the figures over both levels', async () => {
    const { me } = await familyTree();
    expect(await summaryOf(me)).toEqual({
      link: `${TEST_BASE_URL}/register/${me.userName}`,
      // Four at level 1, one at level 2.
      people: 5,
      verified: 2,
      deposited: 4,
      // 5% of 1,000.00 (level 1) + 2% of 500.00 (level 2); the rejected referral's never.
      earned: '60.00',
      // 5% of the flagged referral's 200.00.
      held: '10.00',
    });
  });

  it('answers zeros as decimal strings to a user who referred nobody', async () => {
    const loner = await member();
    expect(await summaryOf(loner)).toEqual({
      link: `${TEST_BASE_URL}/register/${loner.userName}`,
      people: 0,
      verified: 0,
      deposited: 0,
      earned: '0.00',
      held: '0.00',
    });
  });
});

describe('GET /api/referrals/people', () => {
  it('lists both levels, newest first, with masked e-mails and their progress', async () => {
    const tree = await familyTree();
    const list = await peopleOf(tree.me);
    expect(list).toMatchObject({ page: 1, size: 20, total: 5 });
    const byEmail = new Map(list.items.map((item) => [item.email, item]));
    expect(byEmail.get(maskEmail(tree.verifiedDepositor.email))).toMatchObject({
      level: 1,
      verified: true,
      deposited: true,
    });
    expect(byEmail.get(maskEmail(tree.newcomer.email))).toMatchObject({
      level: 1,
      verified: false,
      deposited: false,
    });
    expect(byEmail.get(maskEmail(tree.grandchild.email))).toMatchObject({
      level: 2,
      verified: true,
      deposited: true,
    });
    // The grandchild joined last.
    expect(list.items[0]?.email).toBe(maskEmail(tree.grandchild.email));
    const joined = list.items.map((item) => Date.parse(item.joinedAt));
    expect(joined).toEqual([...joined].sort((a, b) => b - a));
    for (const item of list.items) expect(item.email).toMatch(/^\w{2}\*\*\*@example\.com$/);
    const body = JSON.stringify(list);
    for (const person of Object.values(tree)) {
      expect(body).not.toContain(person.email);
      expect(body).not.toContain(person.id);
    }
  });

  it('pages through the list', async () => {
    const { me } = await familyTree();
    const pages = await Promise.all([1, 2, 3].map((page) => peopleOf(me, `?page=${page}&size=2`)));
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    expect(pages.every((page) => page.total === 5 && page.size === 2)).toBe(true);
    const emails = pages.flatMap((page) => page.items.map((item) => item.email));
    expect(emails).toEqual((await peopleOf(me)).items.map((item) => item.email));
    expect((await peopleOf(me, '?page=4&size=2')).items).toEqual([]);
  });
});

describe('GET /api/referrals/commissions', () => {
  it('lists each commission with its level, amounts as decimal strings and its status', async () => {
    const tree = await familyTree();
    const list = await commissionsOf(tree.me);
    expect(list.total).toBe(4);
    const byFrom = new Map(list.items.map((item) => [item.from, item]));
    expect(byFrom.get(maskEmail(tree.verifiedDepositor.email))).toMatchObject({
      level: 1,
      depositAmount: '1000.00',
      amount: '50.00',
      status: 'paid',
    });
    expect(byFrom.get(maskEmail(tree.grandchild.email))).toMatchObject({
      level: 2,
      depositAmount: '500.00',
      amount: '10.00',
      status: 'paid',
    });
    expect(byFrom.get(maskEmail(tree.sameIp.email))).toMatchObject({
      level: 1,
      amount: '10.00',
      status: 'held',
    });
    // A voided commission stays on the list, as rejected.
    expect(byFrom.get(maskEmail(tree.rejected.email))).toMatchObject({
      level: 1,
      depositAmount: '300.00',
      amount: '15.00',
      status: 'rejected',
    });
    for (const item of list.items) {
      expect(item.amount).toMatch(DECIMAL);
      expect(item.depositAmount).toMatch(DECIMAL);
    }
    const times = list.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages through the list', async () => {
    const { me } = await familyTree();
    const first = await commissionsOf(me, '?page=1&size=3');
    const second = await commissionsOf(me, '?page=2&size=3');
    expect(first).toMatchObject({ page: 1, size: 3, total: 4 });
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(1);
  });
});

describe('who may read', () => {
  it('never shows one user another user’s referrals', async () => {
    const tree = await familyTree();
    // The level-1 person sees only their own referral: the grandchild, at level 1.
    const theirs = await peopleOf(tree.verifiedDepositor);
    expect(theirs.items.map((item) => [item.email, item.level])).toEqual([
      [maskEmail(tree.grandchild.email), 1],
    ]);
    const theirCommissions = await commissionsOf(tree.verifiedDepositor);
    expect(theirCommissions.items.map((item) => [item.from, item.amount])).toEqual([
      [maskEmail(tree.grandchild.email), '25.00'],
    ]);
    // The people referred see nothing of their referrer's.
    expect(await peopleOf(tree.newcomer)).toMatchObject({ items: [], total: 0 });
    expect(await commissionsOf(tree.grandchild)).toMatchObject({ items: [], total: 0 });
    expect(await summaryOf(tree.grandchild)).toMatchObject({ people: 0, earned: '0.00' });
  });

  it('refuses a visitor with 401 and an unverified e-mail with 403', async () => {
    const unverified = await registerReferred(t);
    for (const url of ['/api/referrals', '/api/referrals/people', '/api/referrals/commissions']) {
      expectError(await get(t, url), 401, ERROR_CODES.unauthenticated);
      expect((await get(t, url, unverified.cookie)).statusCode, url).toBe(403);
    }
  });

  it('refuses bad paging with 400', async () => {
    const person = await member();
    for (const list of ['people', 'commissions']) {
      for (const query of ['?page=0', '?size=101', '?page=abc', '?size=-1', '?page=1.5']) {
        const response = await get(t, `/api/referrals/${list}${query}`, person.cookie);
        expectError(response, 400, ERROR_CODES.validation);
      }
    }
  });
});

describe('same bank account, whoever saves last', () => {
  it('flags the referrals of people who saved the number the referrer saves', async () => {
    const referrer = await member();
    const copier = await member({ referralCode: referrer.userName });
    const other = await member({ referralCode: referrer.userName });
    const accountNumber = BANK_DETAILS.accountNumber.replaceAll(' ', '-');
    expect((await saveBank(t, copier, { ...BANK_DETAILS, accountNumber })).statusCode).toBe(200);
    expect(
      (await saveBank(t, other, { ...BANK_DETAILS, accountNumber: '9999 0000 1111' })).statusCode,
    ).toBe(200);
    expect((await referralOf(t, copier.id))?.status).toBe('clear');
    const queueNews: DomainEvent[] = [];
    onTestFinished(
      t.deps.events.subscribe((event) => {
        if (event.type === 'queue') queueNews.push(event);
      }),
    );
    expect((await saveBank(t, referrer)).statusCode).toBe(200);
    // The admins' consoles hear that the queue of flagged referrals moved.
    expect(queueNews).toEqual([{ type: 'queue', queue: 'referrals' }]);
    const flagged = await referralOf(t, copier.id);
    expect(flagged).toMatchObject({ status: 'flagged', evidence: { sameBank: true } });
    expect(flagged?.flaggedAt).not.toBeNull();
    expect(await referralOf(t, other.id)).toMatchObject({ status: 'clear', evidence: {} });
  });

  it('adds the evidence to an already flagged referral and keeps when it was flagged', async () => {
    const ip = freshIp();
    const referrer = await member({ ip });
    const person = await member({ referralCode: referrer.userName, ip });
    const before = await referralOf(t, person.id);
    expect(before?.status).toBe('flagged');
    expect((await saveBank(t, person)).statusCode).toBe(200);
    expect((await saveBank(t, referrer)).statusCode).toBe(200);
    const after = await referralOf(t, person.id);
    expect(after).toMatchObject({ status: 'flagged', evidence: { sameIp: ip, sameBank: true } });
    expect(after?.flaggedAt).toEqual(before?.flaggedAt);
  });

  it('flags the referral when the referrer and the referred person save at the same moment', async () => {
    const referrer = await member();
    const person = await member({ referralCode: referrer.userName });
    const saves = await Promise.all([saveBank(t, referrer), saveBank(t, person)]);
    expect(saves.map((save) => save.statusCode)).toEqual([200, 200]);
    expect(await referralOf(t, person.id)).toMatchObject({
      status: 'flagged',
      evidence: { sameBank: true },
    });
  });

  it('leaves a referral staff decided as they decided it, in either direction', async () => {
    const referrer = await member();
    const approved = await member({ referralCode: referrer.userName });
    const rejected = await member({ referralCode: referrer.userName });
    await t.db
      .update(referral)
      .set({ status: 'approved' })
      .where(eq(referral.referredId, approved.id));
    await t.db
      .update(referral)
      .set({ status: 'rejected' })
      .where(eq(referral.referredId, rejected.id));
    expect((await saveBank(t, approved)).statusCode).toBe(200);
    expect((await saveBank(t, referrer)).statusCode).toBe(200);
    expect((await saveBank(t, rejected)).statusCode).toBe(200);
    expect(await referralOf(t, approved.id)).toMatchObject({ status: 'approved', evidence: {} });
    expect(await referralOf(t, rejected.id)).toMatchObject({ status: 'rejected', evidence: {} });
  });
});
