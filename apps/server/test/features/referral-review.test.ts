import {
  adminOverviewResponse,
  adminUserReferralsResponse,
  flaggedReferralsResponse,
  referralDecisionResponse,
} from '@kapital/shared';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, transfers } from '../../src/db/schema/index.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { insertPaymentMethod } from '../helpers/deposit-fixtures.ts';
import { newKey, postWithKey } from '../helpers/deposit-requests.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
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
import type { TestUser } from '../helpers/users.ts';

let t: TestApp;
let admin: TestUser;
let support: TestUser;
let methodId: string;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  admin = await staffUser(t, 'admin');
  support = await staffUser(t, 'support');
  methodId = await insertPaymentMethod(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** The commission transfers of one deposit: one per level paid, never more. */
async function commissionTransfers(depositId: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(transfers)
    .where(like(transfers.idempotencyKey, `referral:${depositId}:%`));
  return Number(row?.n ?? 0);
}

async function auditsOf(action: string, targetId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}

const approve = (referredId: string, options: { key?: string; cookie?: string } = {}) =>
  postWithKey(t, `/api/admin/referrals/${referredId}/approve`, {
    cookie: options.cookie ?? admin.cookie,
    ...(options.key ? { key: options.key } : {}),
  });

const reject = (referredId: string, reason: unknown = 'Same person, two accounts') =>
  postWithKey(t, `/api/admin/referrals/${referredId}/reject`, {
    cookie: admin.cookie,
    payload: { reason },
  });

/**
 * parent <- child, the child signed up from the parent's IP address (flagged), and a clear
 * grandparent above the parent. The child's approved 1,000 USD deposit holds 50 + 20 USD.
 */
async function heldChain() {
  const ip = freshIp();
  const grandparent = await registerReferred(t);
  const parent = await registerReferred(t, { referralCode: grandparent.userName, ip });
  const child = await registerReferred(t, { referralCode: parent.userName, ip });
  const depositId = await approvedDeposit(t, admin.cookie, child.id, 100_000n, methodId);
  expect((await commissionsOf(t, depositId)).map((row) => row.status)).toEqual(['held', 'held']);
  return { grandparent, parent, child, depositId, ip };
}

describe('GET /api/admin/referrals', () => {
  it('lists flagged referrals oldest first, with the evidence in words and what they hold', async () => {
    const { parent, child, ip } = await heldChain();
    const response = await get(t, '/api/admin/referrals?size=100', admin.cookie);
    expect(response.statusCode).toBe(200);
    const page = flaggedReferralsResponse.parse(response.json());
    const item = page.items.find((entry) => entry.referred.id === child.id);
    expect(item).toMatchObject({
      referred: { id: child.id, email: child.email, userName: child.userName },
      referrer: { id: parent.id, email: parent.email, userName: parent.userName },
      evidence: [{ kind: 'sameIp', label: `Same IP ${ip}` }],
      held: { total: '70.00', count: 2 },
    });
    // The parent's own referral is clear: it is not in the queue.
    expect(page.items.some((entry) => entry.referred.id === parent.id)).toBe(false);
    const times = page.items.map((entry) => entry.flaggedAt);
    expect(times).toEqual([...times].sort());
  });

  it('refuses bad paging with 400', async () => {
    await expectError(
      await get(t, '/api/admin/referrals?page=0', admin.cookie),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(
      await get(t, '/api/admin/referrals?size=1000', admin.cookie),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('approving a flagged referral', () => {
  it('pays the held commissions once, with notices, and audits the decision', async () => {
    const { grandparent, parent, child, depositId } = await heldChain();
    const key = newKey();
    const first = await approve(child.id, { key });
    expect(first.statusCode, first.body).toBe(200);
    expect(referralDecisionResponse.parse(first.json())).toMatchObject({
      referredId: child.id,
      status: 'approved',
      reason: null,
      paid: { total: '70.00', count: 2 },
      voided: { total: '0.00', count: 0 },
    });
    // The same request again is the same answer; another request is refused.
    const replay = await approve(child.id, { key });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    await expectError(await approve(child.id), 409, 'REFERRAL_NOT_FLAGGED');

    expect(await bonusOf(t, parent.id)).toBe(5_000n);
    expect(await bonusOf(t, grandparent.id)).toBe(2_000n);
    expect(await commissionTransfers(depositId)).toBe(2);
    const rows = await commissionsOf(t, depositId);
    expect(rows.map((row) => row.status)).toEqual(['paid', 'paid']);
    expect(rows.every((row) => row.transferId !== null && row.decidedAt !== null)).toBe(true);
    expect(await referralOf(t, child.id)).toMatchObject({
      status: 'approved',
      decidedBy: admin.id,
      decisionReason: null,
    });
    // The earlier "held" notice does not swallow the "paid" one.
    await vi.waitFor(async () => {
      expect(await noticesAbout(t, parent.id, 'referral.paid')).toHaveLength(1);
      expect(await noticesAbout(t, grandparent.id, 'referral.paid')).toHaveLength(1);
    });
    expect(await noticesAbout(t, parent.id, 'referral.held')).toHaveLength(1);

    const [audit] = await auditsOf('referral.approve', child.id);
    expect(audit).toMatchObject({
      actorId: admin.id,
      targetType: 'user',
      before: { status: 'flagged', referrerId: parent.id },
      after: { status: 'approved', paidTotal: '70.00' },
    });
    expect(await auditsOf('referral.approve', child.id)).toHaveLength(1);
    await expectLedgerHolds(t.db);
  });

  it('pays once when two approvals race', async () => {
    const { grandparent, parent, child, depositId } = await heldChain();
    const answers = await Promise.all([approve(child.id), approve(child.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await bonusOf(t, parent.id)).toBe(5_000n);
    expect(await bonusOf(t, grandparent.id)).toBe(2_000n);
    expect(await commissionTransfers(depositId)).toBe(2);
    expect(await auditsOf('referral.approve', child.id)).toHaveLength(1);
    await expectLedgerHolds(t.db);
  });

  it('keeps a level-2 commission held while its level-1 link is still flagged', async () => {
    // All three from one IP: the parent's and the child's referrals are both flagged.
    const ip = freshIp();
    const grandparent = await registerReferred(t, { ip });
    const parent = await registerReferred(t, { referralCode: grandparent.userName, ip });
    const child = await registerReferred(t, { referralCode: parent.userName, ip });
    const depositId = await approvedDeposit(t, admin.cookie, child.id, 100_000n, methodId);

    const parentApproved = await approve(parent.id);
    expect(parentApproved.statusCode, parentApproved.body).toBe(200);
    expect(parentApproved.json().paid).toEqual({ total: '0.00', count: 0 });
    expect((await commissionsOf(t, depositId)).map((row) => row.status)).toEqual(['held', 'held']);
    expect(await bonusOf(t, grandparent.id)).toBe(0n);

    const childApproved = await approve(child.id);
    expect(childApproved.statusCode, childApproved.body).toBe(200);
    expect(childApproved.json().paid).toEqual({ total: '70.00', count: 2 });
    expect(await bonusOf(t, parent.id)).toBe(5_000n);
    expect(await bonusOf(t, grandparent.id)).toBe(2_000n);
    expect(await commissionTransfers(depositId)).toBe(2);
    await expectLedgerHolds(t.db);
  });

  it('pays the level-2 commission when both links of its chain are approved at once', async () => {
    const ip = freshIp();
    const grandparent = await registerReferred(t, { ip });
    const parent = await registerReferred(t, { referralCode: grandparent.userName, ip });
    const child = await registerReferred(t, { referralCode: parent.userName, ip });
    const depositId = await approvedDeposit(t, admin.cookie, child.id, 100_000n, methodId);
    const answers = await Promise.all([approve(parent.id), approve(child.id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await commissionsOf(t, depositId)).map((row) => row.status)).toEqual(['paid', 'paid']);
    expect(await bonusOf(t, grandparent.id)).toBe(2_000n);
    expect(await commissionTransfers(depositId)).toBe(2);
    await expectLedgerHolds(t.db);
  });

  it('releases a level-2 commission held by the level-1 referrer’s own referral', async () => {
    const ip = freshIp();
    const grandparent = await registerReferred(t, { ip });
    const parent = await registerReferred(t, { referralCode: grandparent.userName, ip });
    const child = await registerReferred(t, { referralCode: parent.userName });
    const depositId = await approvedDeposit(t, admin.cookie, child.id, 100_000n, methodId);
    expect((await commissionsOf(t, depositId)).map((row) => row.status)).toEqual(['paid', 'held']);
    const response = await approve(parent.id);
    expect(response.json().paid).toEqual({ total: '20.00', count: 1 });
    expect(await bonusOf(t, grandparent.id)).toBe(2_000n);
    expect(await bonusOf(t, parent.id)).toBe(5_000n);
    expect(await commissionTransfers(depositId)).toBe(2);
    await expectLedgerHolds(t.db);
  });
});

describe('rejecting a flagged referral', () => {
  it('voids the held commissions, never pays them, and refuses a later approval', async () => {
    const { grandparent, parent, child, depositId } = await heldChain();
    const response = await reject(child.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(referralDecisionResponse.parse(response.json())).toMatchObject({
      status: 'rejected',
      reason: 'Same person, two accounts',
      paid: { count: 0 },
      voided: { total: '70.00', count: 2 },
    });
    expect((await commissionsOf(t, depositId)).map((row) => row.status)).toEqual([
      'voided',
      'voided',
    ]);
    await expectError(await approve(child.id), 409, 'REFERRAL_NOT_FLAGGED');
    await expectError(await reject(child.id), 409, 'REFERRAL_NOT_FLAGGED');
    expect(await bonusOf(t, parent.id)).toBe(0n);
    expect(await bonusOf(t, grandparent.id)).toBe(0n);
    expect(await commissionTransfers(depositId)).toBe(0);
    expect(await referralOf(t, child.id)).toMatchObject({
      status: 'rejected',
      decidedBy: admin.id,
      decisionReason: 'Same person, two accounts',
    });
    const [audit] = await auditsOf('referral.reject', child.id);
    expect(audit).toMatchObject({
      before: { status: 'flagged' },
      after: { status: 'rejected', reason: 'Same person, two accounts', voidedTotal: '70.00' },
    });
    await expectLedgerHolds(t.db);
  });

  it('refuses a missing or short reason with 400 and changes nothing', async () => {
    const { child } = await heldChain();
    await expectError(await reject(child.id, ''), 400, 'VALIDATION_ERROR');
    await expectError(await reject(child.id, 12), 400, 'VALIDATION_ERROR');
    expect((await referralOf(t, child.id))?.status).toBe('flagged');
    expect(await auditsOf('referral.reject', child.id)).toEqual([]);
  });
});

describe('refusals', () => {
  it('answers 404 for an unknown referral, 409 for a clear one', async () => {
    await expectError(await approve('no-such-user'), 404, 'NOT_FOUND');
    await expectError(await reject('no-such-user'), 404, 'NOT_FOUND');
    const referrer = await registerReferred(t);
    const clear = await registerReferred(t, { referralCode: referrer.userName });
    await expectError(await approve(clear.id), 409, 'REFERRAL_NOT_FLAGGED');
  });

  it('needs an Idempotency-Key and refuses a body on approval', async () => {
    const { child } = await heldChain();
    const url = `/api/admin/referrals/${child.id}/approve`;
    await expectError(
      await postWithKey(t, url, { cookie: admin.cookie, key: null }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(
      await postWithKey(t, url, { cookie: admin.cookie, payload: { status: 'approved' } }),
      400,
      'VALIDATION_ERROR',
    );
    expect((await referralOf(t, child.id))?.status).toBe('flagged');
  });

  it('is for admins only: support and users get 403, and nothing moves', async () => {
    const { parent, child, depositId } = await heldChain();
    const person = await verifiedUser(t);
    await expectError(await approve(child.id, { cookie: support.cookie }), 403, 'FORBIDDEN');
    await expectError(await approve(child.id, { cookie: person.cookie }), 403, 'FORBIDDEN');
    await expectError(await get(t, '/api/admin/referrals', person.cookie), 403, 'FORBIDDEN');
    await expectError(
      await get(t, `/api/admin/users/${parent.id}/referrals`, support.cookie),
      403,
      'FORBIDDEN',
    );
    expect((await referralOf(t, child.id))?.status).toBe('flagged');
    expect(await commissionTransfers(depositId)).toBe(0);
  });
});

describe('GET /api/admin/users/{userId}/referrals', () => {
  it('shows the referrer, both levels referred and the commissions with their status', async () => {
    const { grandparent, parent, child, depositId } = await heldChain();
    const response = await get(t, `/api/admin/users/${grandparent.id}/referrals`, admin.cookie);
    expect(response.statusCode).toBe(200);
    const tree = adminUserReferralsResponse.parse(response.json());
    expect(tree.referredBy).toBeNull();
    expect(tree.referred.map((entry) => [entry.person.id, entry.level, entry.status])).toEqual([
      [child.id, 2, 'flagged'],
      [parent.id, 1, 'clear'],
    ]);
    expect(tree.referredTotal).toBe(2);
    expect(tree.commissions).toMatchObject([
      {
        depositId,
        level: 2,
        from: { id: child.id },
        depositAmount: '1000.00',
        amount: '20.00',
        status: 'held',
      },
    ]);
    expect(tree.earned).toEqual({ paid: '0.00', held: '20.00' });

    const childView = adminUserReferralsResponse.parse(
      (await get(t, `/api/admin/users/${child.id}/referrals`, admin.cookie)).json(),
    );
    expect(childView.referredBy).toMatchObject({
      person: { id: parent.id },
      status: 'flagged',
      evidence: [{ kind: 'sameIp' }],
    });
    expect(childView.referred).toEqual([]);
  });

  it('answers 404 for an unknown user', async () => {
    await expectError(
      await get(t, '/api/admin/users/no-such-user/referrals', admin.cookie),
      404,
      'NOT_FOUND',
    );
  });
});

describe('the console overview', () => {
  it('counts the flagged referrals waiting for staff', async () => {
    const read = async () =>
      adminOverviewResponse.parse((await get(t, '/api/admin/overview', admin.cookie)).json());
    const before = await read();
    const { child } = await heldChain();
    expect((await read()).pendingReferrals).toBe(before.pendingReferrals + 1);
    expect((await approve(child.id)).statusCode).toBe(200);
    expect((await read()).pendingReferrals).toBe(before.pendingReferrals);
  });
});
