import { adminDepositListResponse, adminDepositSchema } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { deposits, transfers } from '../../src/db/schema/index.ts';
import type { DomainEvent } from '../../src/platform/events/event-bus.ts';
import { auditFor } from '../helpers/admin.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { insertDeposit, insertPaymentMethod } from '../helpers/deposit-fixtures.ts';
import {
  depositWrites,
  issueDeposit,
  newKey,
  postWithKey,
  uploadProof,
} from '../helpers/deposit-requests.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { countTransfers, expectLedgerHolds } from '../helpers/ledger-fixtures.ts';
import { mailsSince } from '../helpers/mail.ts';
import { staffUser } from '../helpers/staff.ts';
import type { TestUser } from '../helpers/users.ts';

let t: TestApp;
let admin: TestUser;
let support: TestUser;
let ada: TestUser;
let methodId: string;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  [admin, support, ada] = await Promise.all([
    staffUser(t, 'admin'),
    staffUser(t, 'support'),
    verifiedUser(t, { fullName: 'Ada Lovelace' }),
  ]);
  methodId = await insertPaymentMethod(t.db, { label: 'Harbour bank' });
});
afterAll(async () => {
  await t?.close();
});

const approve = (id: string, key?: string, cookie = admin.cookie) =>
  postWithKey(t, `/api/admin/deposits/${id}/approve`, { cookie, ...(key ? { key } : {}) });
const reject = (id: string, reason: unknown, key?: string, cookie = admin.cookie) =>
  postWithKey(t, `/api/admin/deposits/${id}/reject`, {
    cookie,
    payload: { reason },
    ...(key ? { key } : {}),
  });

/** A submitted invoice of `amount`, issued and proven through the API. */
async function submittedDeposit(amount: string, person = ada): Promise<string> {
  const { id } = await issueDeposit(t, person.cookie, { amount, methodId });
  const proof = await uploadProof(t, id, person.cookie);
  if (proof.statusCode !== 200) throw new Error(`proof upload failed: ${proof.body}`);
  return id;
}

const walletOf = async (userId: string) => (await t.ledger.userAccounts(userId)).wallet.balance;

/** Every event published from now on. */
function recordEvents(): DomainEvent[] {
  const seen: DomainEvent[] = [];
  const stop = t.deps.events.subscribe((event) => seen.push(event));
  onTestFinished(stop);
  return seen;
}

describe('the staff deposit queue', () => {
  it("lists every user's invoices newest first with who asked and whether proof came", async () => {
    const bob = await verifiedUser(t);
    const older = await submittedDeposit('25');
    const newer = (await issueDeposit(t, bob.cookie, { amount: '26', methodId })).id;

    const response = await get(t, '/api/admin/deposits?size=100', admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const list = adminDepositListResponse.parse(response.json());
    const ids = list.items.map((item) => item.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(list.items.find((item) => item.id === older)).toMatchObject({
      status: 'submitted',
      hasProof: true,
      userId: ada.id,
      methodLabel: 'Harbour bank',
      customer: { email: ada.email, name: 'Ada Lovelace' },
      amount: { usd: '25.00' },
    });
    expect(list.items.find((item) => item.id === newer)).toMatchObject({ hasProof: false });

    const submitted = (await get(t, '/api/admin/deposits?status=submitted', admin.cookie)).json();
    expect(submitted.items.every((item: { status: string }) => item.status === 'submitted')).toBe(
      true,
    );
    expect(submitted.items.map((item: { id: string }) => item.id)).not.toContain(newer);
  });

  it('shows one invoice with its owner, and serves its proof to staff', async () => {
    const id = await submittedDeposit('27');
    const detail = await get(t, `/api/admin/deposits/${id}`, admin.cookie);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(adminDepositSchema.parse(detail.json())).toMatchObject({
      id,
      userId: ada.id,
      reviewedBy: null,
      status: 'submitted',
      proof: { url: `/api/admin/deposits/${id}/proof`, contentType: 'image/png' },
    });
    const proof = await get(t, detail.json().proof.url, admin.cookie);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.headers['x-content-type-options']).toBe('nosniff');
    expect(proof.headers['cache-control']).toBe('private, no-store');

    expectError(await get(t, '/api/admin/deposits/nope', admin.cookie), 404, 'NOT_FOUND');
    const pending = (await issueDeposit(t, ada.cookie, { amount: '28', methodId })).id;
    expectError(
      await get(t, `/api/admin/deposits/${pending}/proof`, admin.cookie),
      404,
      'NOT_FOUND',
    );
  });

  it('is closed to support agents and users', async () => {
    const id = await submittedDeposit('29');
    const transfersBefore = await countTransfers(t.db);
    for (const cookie of [support.cookie, ada.cookie]) {
      expectError(await get(t, '/api/admin/deposits', cookie), 403, 'FORBIDDEN');
      expectError(await get(t, `/api/admin/deposits/${id}/proof`, cookie), 403, 'FORBIDDEN');
      expectError(await approve(id, undefined, cookie), 403, 'FORBIDDEN');
    }
    expect(await countTransfers(t.db)).toBe(transfersBefore);
  });
});

describe('POST /api/admin/deposits/{id}/approve', () => {
  it("credits the wallet once from the world, audits, mails and tells the user's browsers", async () => {
    const id = await submittedDeposit('123.45');
    const walletBefore = await walletOf(ada.id);
    const mails = t.mailer.sent.length;
    const events = recordEvents();
    const key = newKey();

    const response = await approve(id, key);
    expect(response.statusCode, response.body).toBe(200);
    const decided = adminDepositSchema.parse(response.json());
    expect(decided).toMatchObject({ status: 'approved', reviewedBy: admin.id });
    expect(decided.decidedAt).not.toBeNull();
    expect(await walletOf(ada.id)).toBe(walletBefore + 12_345n);

    const [moved] = await t.db
      .select()
      .from(transfers)
      .where(eq(transfers.idempotencyKey, `deposit:${id}`));
    expect(moved).toMatchObject({
      kind: 'deposit',
      amount: 12_345n,
      reference: `deposit:${id}`,
      metadata: { number: decided.number },
    });
    // From the outside world's shard that serves Ada.
    const world = await t.ledger.systemAccount('world', undefined, ada.id);
    expect(moved?.debitAccountId).toBe(world.id);

    const [entry] = await auditFor(t.db, id);
    expect(entry).toMatchObject({
      action: 'deposit.approve',
      actorId: admin.id,
      targetType: 'deposit',
      before: { status: 'submitted' },
    });
    expect(entry?.after).toMatchObject({ status: 'approved', amount: '123.45' });

    const sent = await mailsSince(t, mails, 1);
    expect(sent[0]).toMatchObject({ to: ada.email });
    expect(sent[0]?.subject).toContain(decided.number);
    expect(sent[0]?.text).toContain('123.45 USD');
    expect(sent[0]?.actionUrl).toBe(`${t.deps.config.baseUrl}/invoice-balance/${id}`);
    expect(events).toContainEqual({
      type: 'invoice',
      userId: ada.id,
      invoice: 'deposit',
      id,
      status: 'approved',
    });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'balance', userId: ada.id, account: 'wallet' }),
    );

    // A retry of the same request: the first answer, nothing moves again.
    const transfersAfter = await countTransfers(t.db);
    const retry = await approve(id, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(response.json());
    // A second approval with a new key: refused.
    expectError(await approve(id), 409, 'INVALID_STATE');
    expect(await countTransfers(t.db)).toBe(transfersAfter);
    expect(await walletOf(ada.id)).toBe(walletBefore + 12_345n);
    expect(t.mailer.sent.length).toBe(mails + 1);
    await expectLedgerHolds(t.db);
  });

  it('approves a pending invoice too (the payment arrived without proof)', async () => {
    const { id } = await issueDeposit(t, ada.cookie, { amount: '10', methodId });
    const response = await approve(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('approved');
  });

  it.each(['cancelled', 'expired', 'rejected'] as const)(
    'refuses a %s invoice with 409 and moves nothing',
    async (status) => {
      const id = await insertDeposit(t.db, ada.id, { status, methodId });
      const [moved, writes] = [await countTransfers(t.db), await depositWrites(t)];
      const error = expectError(await approve(id), 409, 'INVALID_STATE');
      expect(error.message).toContain('cannot be approved');
      expect(await countTransfers(t.db)).toBe(moved);
      expect(await depositWrites(t)).toEqual(writes);
    },
  );

  it('answers 404 for an unknown invoice and 400 without a key or with a body', async () => {
    expectError(await approve('no-such-invoice'), 404, 'NOT_FOUND');
    const id = await submittedDeposit('31');
    expectError(
      await postWithKey(t, `/api/admin/deposits/${id}/approve`, {
        cookie: admin.cookie,
        key: null,
      }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await postWithKey(t, `/api/admin/deposits/${id}/approve`, {
        cookie: admin.cookie,
        payload: { amount: '1000000' },
      }),
      400,
      'VALIDATION_ERROR',
    );
    const approvedWithEmptyBody = await postWithKey(t, `/api/admin/deposits/${id}/approve`, {
      cookie: admin.cookie,
      payload: {},
    });
    expect(approvedWithEmptyBody.statusCode, approvedWithEmptyBody.body).toBe(200);
  });
});

describe('POST /api/admin/deposits/{id}/reject', () => {
  it('rejects with the reason, moves nothing, audits and mails', async () => {
    const id = await submittedDeposit('55');
    const [walletBefore, moved, mails] = [
      await walletOf(ada.id),
      await countTransfers(t.db),
      t.mailer.sent.length,
    ];
    const response = await reject(id, '  No payment with this reference arrived  ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'No payment with this reference arrived',
      reviewedBy: admin.id,
    });
    expect(await walletOf(ada.id)).toBe(walletBefore);
    expect(await countTransfers(t.db)).toBe(moved);
    const [entry] = await auditFor(t.db, id);
    expect(entry).toMatchObject({ action: 'deposit.reject', before: { status: 'submitted' } });
    expect(entry?.after).toMatchObject({ reason: 'No payment with this reference arrived' });
    const sent = await mailsSince(t, mails, 1);
    expect(sent[0]?.text).toContain('No payment with this reference arrived');

    const mine = await get(t, `/api/deposits/${id}`, ada.cookie);
    expect(mine.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'No payment with this reference arrived',
    });
    expectError(await approve(id), 409, 'INVALID_STATE');
    expectError(await reject(id, 'Again, for the record'), 409, 'INVALID_STATE');
  });

  it.each([
    ['no reason', undefined],
    ['a short reason', 'no'],
    ['a reason over 300 characters', 'x'.repeat(301)],
    ['a reason that is not text', 42],
  ])('refuses %s with 400 and changes nothing', async (_name, reason) => {
    const id = await submittedDeposit('56');
    const error = expectError(await reject(id, reason), 400, 'VALIDATION_ERROR');
    expect(error.fields?.reason).toBeTruthy();
    const [row] = await t.db.select().from(deposits).where(eq(deposits.id, id));
    expect(row?.status).toBe('submitted');
    expect(await auditFor(t.db, id)).toEqual([]);
  });
});

describe('two decisions at the same moment', () => {
  it('approve against reject: exactly one wins, and the money moves at most once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const id = await submittedDeposit('40');
      const walletBefore = await walletOf(ada.id);
      const [approved, rejected] = await Promise.all([
        approve(id),
        reject(id, 'Duplicate invoice'),
      ]);
      const codes = [approved.statusCode, rejected.statusCode].sort();
      expect(codes, `${approved.body} ${rejected.body}`).toEqual([200, 409]);
      const loser = approved.statusCode === 409 ? approved : rejected;
      expect(loser.json().error.code).toBe('INVALID_STATE');
      const [row] = await t.db.select().from(deposits).where(eq(deposits.id, id));
      const credited = await t.db
        .select()
        .from(transfers)
        .where(eq(transfers.reference, `deposit:${id}`));
      if (approved.statusCode === 200) {
        expect(row?.status).toBe('approved');
        expect(credited).toHaveLength(1);
        expect(await walletOf(ada.id)).toBe(walletBefore + 4000n);
      } else {
        expect(row?.status).toBe('rejected');
        expect(credited).toHaveLength(0);
        expect(await walletOf(ada.id)).toBe(walletBefore);
      }
      expect(await auditFor(t.db, id)).toHaveLength(1);
    }
    await expectLedgerHolds(t.db);
  });

  it('two approvals with different keys: one credit', async () => {
    const id = await submittedDeposit('41');
    const walletBefore = await walletOf(ada.id);
    const answers = await Promise.all([approve(id), approve(id), approve(id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await walletOf(ada.id)).toBe(walletBefore + 4100n);
    await expectLedgerHolds(t.db);
  });

  it('a cancel racing an approval: exactly one wins', async () => {
    const id = await submittedDeposit('42');
    const walletBefore = await walletOf(ada.id);
    const [approved, cancelled] = await Promise.all([
      approve(id),
      postWithKey(t, `/api/deposits/${id}/cancel`, { cookie: ada.cookie }),
    ]);
    expect([approved.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
    const expected = approved.statusCode === 200 ? walletBefore + 4200n : walletBefore;
    expect(await walletOf(ada.id)).toBe(expected);
    await expectLedgerHolds(t.db);
  });
});
