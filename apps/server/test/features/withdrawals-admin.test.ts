import {
  adminWithdrawalListResponse,
  adminWithdrawalSchema,
  ERROR_CODES,
  MONEY_ERROR_CODES,
} from '@kapital/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawals } from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/platform/ledger/index.ts';
import { auditCount, auditFor } from '../helpers/admin.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError, get } from '../helpers/http.ts';
import { balanceOf } from '../helpers/ledger-fixtures.ts';
import { mailsSince } from '../helpers/mail.ts';
import { staffUser } from '../helpers/staff.ts';
import type { TestUser } from '../helpers/users.ts';
import {
  newKey,
  postWithKey,
  requestWithdrawal,
  withdrawalReadyUser,
  withdrawalSnapshot,
} from '../helpers/withdrawals.ts';

let t: TestApp;
let admin: TestUser;
let support: TestUser;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  [admin, support] = await Promise.all([staffUser(t, 'admin'), staffUser(t, 'support')]);
});
afterAll(async () => {
  await t?.close();
});

async function systemBalances() {
  const [hold, world, fees] = await Promise.all(
    (['hold', 'world', 'fees'] as const).map((kind) => t.ledger.systemAccount(kind)),
  );
  return {
    hold: await balanceOf(t.db, hold?.id ?? 0),
    world: await balanceOf(t.db, world?.id ?? 0),
    fees: await balanceOf(t.db, fees?.id ?? 0),
  };
}

/** withdrawalSnapshot, with the audit trail and each withdrawal's status a decision changes. */
async function snapshot() {
  return {
    ...(await withdrawalSnapshot(t)),
    audits: await auditCount(t.db),
    statuses: await t.db
      .select({ id: withdrawals.id, status: withdrawals.status })
      .from(withdrawals)
      .orderBy(withdrawals.id),
  };
}

/** A user with a pending withdrawal of `amount` from `source`. */
async function pendingWithdrawal(
  amount = '50.00',
  source: 'wallet' | 'bonus' | 'profit' = 'wallet',
) {
  const person = await withdrawalReadyUser(t, { [source]: 100_00n });
  const response = await requestWithdrawal(t, person, { source, amount });
  expect(response.statusCode, response.body).toBe(201);
  return { person, id: response.json().id as string, number: response.json().number as string };
}

const pay = (id: string, key?: string, cookie = admin.cookie) =>
  postWithKey(
    t,
    `/api/admin/withdrawals/${id}/pay`,
    cookie,
    { payoutReference: 'MBB-TT-88213' },
    key,
  );
const reject = (id: string, key?: string, cookie = admin.cookie) =>
  postWithKey(
    t,
    `/api/admin/withdrawals/${id}/reject`,
    cookie,
    { reason: 'The account is closed' },
    key,
  );

describe('POST /api/admin/withdrawals/:id/pay', () => {
  it('pays the net to the world and the fee to fees, audits, mails and tells the user', async () => {
    const { person, id, number } = await pendingWithdrawal('50.00');
    const accounts = await t.ledger.userAccounts(person.id);
    const walletBefore = await balanceOf(t.db, accounts.wallet.id);
    const before = await systemBalances();
    const events: unknown[] = [];
    const stop = t.deps.events.subscribe((event) => events.push(event));
    const mails = t.mailer.sent.length;
    const response = await pay(id);
    stop();
    expect(response.statusCode, response.body).toBe(200);
    const body = adminWithdrawalSchema.parse(response.json());
    expect(body).toMatchObject({
      id,
      status: 'paid',
      payoutReference: 'MBB-TT-88213',
      reviewedBy: admin.id,
      userId: person.id,
      rejectionReason: null,
    });
    expect(body.decidedAt).not.toBeNull();
    const after = await systemBalances();
    expect(after.hold - before.hold).toBe(-50_00n);
    expect(after.world - before.world).toBe(48_50n);
    expect(after.fees - before.fees).toBe(1_50n);
    expect(await balanceOf(t.db, accounts.wallet.id)).toBe(walletBefore);

    const [entry] = await auditFor(t.db, id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'withdrawal.pay',
      targetType: 'withdrawal',
      before: { status: 'pending' },
      after: { status: 'paid', payoutReference: 'MBB-TT-88213', number, amount: '50.00' },
    });
    const [mail] = await mailsSince(t, mails, 1);
    expect(mail?.to).toBe(person.email);
    expect(mail?.subject).toBe(`Withdrawal ${number} is paid`);
    expect(mail?.text).toContain('48.50 USD');
    expect(mail?.actionUrl).toBe(`http://localhost:3000/invoice-wd/${id}`);
    expect(events).toContainEqual({
      type: 'invoice',
      userId: person.id,
      invoice: 'withdrawal',
      id,
      status: 'paid',
    });
    const receipt = await get(t, `/api/withdrawals/${id}`, person.cookie);
    expect(receipt.json()).toMatchObject({ status: 'paid', payoutReference: 'MBB-TT-88213' });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('a retry with the same key replays; a second decision is 409 and moves nothing', async () => {
    const { person, id } = await pendingWithdrawal('30.00');
    const key = newKey();
    const sentBefore = t.mailer.sent.length;
    const first = await pay(id, key);
    expect(first.statusCode, first.body).toBe(200);
    const before = await snapshot();
    // The payment's own mail follows its answer; what comes after it would be the retry's.
    await mailsSince(t, sentBefore, 1, person.email);
    const mails = t.mailer.sent.length;
    const again = await pay(id, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expectError(await pay(id), 409, MONEY_ERROR_CODES.invalidState);
    expectError(await reject(id), 409, MONEY_ERROR_CODES.invalidState);
    expect(await snapshot()).toEqual(before);
    expect(t.mailer.sent.length).toBe(mails);
  });

  it('refuses bad input and unknown ids with a clear 4xx, writing nothing', async () => {
    const { id } = await pendingWithdrawal('40.00');
    const before = await snapshot();
    for (const payoutReference of ['', 'ab', 'x'.repeat(101)]) {
      const response = await postWithKey(t, `/api/admin/withdrawals/${id}/pay`, admin.cookie, {
        payoutReference,
      });
      const error = expectError(response, 400, ERROR_CODES.validation);
      expect(Object.keys(error.fields ?? {})).toEqual(['payoutReference']);
    }
    const noReason = await postWithKey(t, `/api/admin/withdrawals/${id}/reject`, admin.cookie, {
      reason: ' ',
    });
    expectError(noReason, 400, ERROR_CODES.validation);
    expectError(await pay('no-such-withdrawal'), 404, ERROR_CODES.notFound);
    expectError(await reject('no-such-withdrawal'), 404, ERROR_CODES.notFound);
    expectError(await pay(id, undefined, support.cookie), 403, ERROR_CODES.forbidden);
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/admin/withdrawals/:id/reject', () => {
  it('returns the money to its fund, audits with the reason and mails the user', async () => {
    const { person, id, number } = await pendingWithdrawal('70.00', 'profit');
    const accounts = await t.ledger.userAccounts(person.id);
    expect(await balanceOf(t.db, accounts.profit.id)).toBe(30_00n);
    const holdBefore = (await systemBalances()).hold;
    const mails = t.mailer.sent.length;
    const response = await reject(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The account is closed',
      payoutReference: null,
      reviewedBy: admin.id,
    });
    expect(await balanceOf(t.db, accounts.profit.id)).toBe(100_00n);
    expect((await systemBalances()).hold - holdBefore).toBe(-70_00n);
    const [entry] = await auditFor(t.db, id);
    expect(entry).toMatchObject({
      action: 'withdrawal.reject',
      after: { status: 'rejected', rejectionReason: 'The account is closed' },
    });
    const [mail] = await mailsSince(t, mails, 1, person.email);
    expect(mail?.subject).toBe(`Withdrawal ${number} was not paid`);
    expect(mail?.text).toContain('The account is closed');
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('pay and reject at the same moment', () => {
  it('exactly one wins; the other gets 409 and the money moves once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { person, id } = await pendingWithdrawal('50.00');
      const accounts = await t.ledger.userAccounts(person.id);
      const before = await systemBalances();
      const [paid, rejected] = await Promise.all([pay(id), reject(id)]);
      const statuses = [paid.statusCode, rejected.statusCode].sort();
      expect(statuses, `${paid.body} / ${rejected.body}`).toEqual([200, 409]);
      const loser = paid.statusCode === 409 ? paid : rejected;
      expectError(loser, 409, MONEY_ERROR_CODES.invalidState);
      const after = await systemBalances();
      const wallet = await balanceOf(t.db, accounts.wallet.id);
      if (paid.statusCode === 200) {
        expect(after.world - before.world).toBe(48_50n);
        expect(wallet).toBe(50_00n);
      } else {
        expect(after.world).toBe(before.world);
        expect(wallet).toBe(100_00n);
      }
      expect(after.hold - before.hold).toBe(-50_00n);
      expect(await auditFor(t.db, id)).toHaveLength(1);
    }
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('the user cancels while staff decide', () => {
  it('cancel against pay against reject: exactly one wins and the money moves once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { person, id } = await pendingWithdrawal('50.00');
      const accounts = await t.ledger.userAccounts(person.id);
      const before = await systemBalances();
      const cancel = postWithKey(t, `/api/withdrawals/${id}/cancel`, person.cookie, undefined);
      const [cancelled, paid, rejected] = await Promise.all([cancel, pay(id), reject(id)]);
      const answers = [cancelled, paid, rejected];
      const winners = answers.filter((response) => response.statusCode === 200);
      expect(winners, answers.map((response) => response.body).join(' / ')).toHaveLength(1);
      for (const loser of answers.filter((response) => response.statusCode !== 200)) {
        expectError(loser, 409, MONEY_ERROR_CODES.invalidState);
      }
      const after = await systemBalances();
      const wallet = await balanceOf(t.db, accounts.wallet.id);
      // Paid: the money left (net to the world, fee kept); otherwise it is back in the wallet.
      expect(wallet).toBe(paid.statusCode === 200 ? 50_00n : 100_00n);
      expect(after.world - before.world).toBe(paid.statusCode === 200 ? 48_50n : 0n);
      expect(after.hold - before.hold).toBe(-50_00n);
    }
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('GET /api/admin/withdrawals', () => {
  it('lists every user newest first with filters, and shows one in full', async () => {
    const { person, id } = await pendingWithdrawal('20.00', 'bonus');
    const list = adminWithdrawalListResponse.parse(
      (await get(t, '/api/admin/withdrawals?status=pending&source=bonus', admin.cookie)).json(),
    );
    expect(list.items[0]).toMatchObject({
      id,
      userId: person.id,
      source: 'bonus',
      status: 'pending',
      customer: { email: person.email, userName: person.userName },
    });
    expect(list.items.every((item) => item.status === 'pending' && item.source === 'bonus')).toBe(
      true,
    );
    const all = (await get(t, '/api/admin/withdrawals?size=100', admin.cookie)).json();
    expect(all.total).toBeGreaterThan(list.total);
    const detail = await get(t, `/api/admin/withdrawals/${id}`, admin.cookie);
    expect(adminWithdrawalSchema.parse(detail.json())).toMatchObject({
      id,
      userId: person.id,
      reviewedBy: null,
      bank: { accountNumber: '114022334455' },
    });
    expectError(
      await get(t, '/api/admin/withdrawals/no-such-withdrawal', admin.cookie),
      404,
      ERROR_CODES.notFound,
    );
    expectError(await get(t, '/api/admin/withdrawals', person.cookie), 403, ERROR_CODES.forbidden);
  });
});
