import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DEPOSIT_PROOF_MAX_BYTES, depositListResponse, depositSchema } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, paymentMethods } from '../../src/db/schema/index.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { insertPaymentMethod } from '../helpers/deposit-fixtures.ts';
import {
  depositWrites,
  issueDeposit,
  newKey,
  postWithKey,
  proofPart,
  txReferencePart,
  uploadProof,
} from '../helpers/deposit-requests.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { createManualClock } from '../helpers/manual-clock.ts';
import { registerUser, type TestUser } from '../helpers/users.ts';

const START = Date.parse('2026-03-02T09:00:00.000Z');
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let storageDir: string;
let ada: TestUser;
let bob: TestUser;
let methodId: string;

beforeAll(async () => {
  t = await build({}, { autoClose: false, clock: createManualClock(START) });
  const { storage } = t.deps.config;
  if (storage.driver !== 'local') throw new Error('These tests count files on the local disk');
  storageDir = storage.dir;
  [ada, bob] = await Promise.all([verifiedUser(t), verifiedUser(t, { currency: 'MYR' })]);
  methodId = await insertPaymentMethod(t.db, { label: 'Harbour bank' });
});
afterAll(async () => {
  await t?.close();
});

const create = (payload: unknown, cookie = ada.cookie, key?: string | null) =>
  postWithKey(t, '/api/deposits', { cookie, payload, ...(key === undefined ? {} : { key }) });

/** Every stored proof file, relative to the storage folder. */
async function proofFiles(): Promise<string[]> {
  const entries = await readdir(path.join(storageDir, 'deposits'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function statusOf(id: string) {
  const [row] = await t.db
    .select({ status: deposits.status, proof: deposits.proofFileKey })
    .from(deposits)
    .where(eq(deposits.id, id));
  return row;
}

describe('POST /api/deposits', () => {
  it('issues a pending invoice with a reference, the instructions and a 48 h deadline', async () => {
    const response = await create({ amount: ' 150.5 ', methodId });
    expect(response.statusCode, response.body).toBe(201);
    const deposit = depositSchema.parse(response.json());
    expect(deposit).toMatchObject({
      status: 'pending',
      amount: { usd: '150.50', local: '150.50' },
      currency: 'USD',
      rate: '1',
      method: { id: methodId, label: 'Harbour bank', instructions: { kind: 'bank' } },
      customer: { email: ada.email, userName: ada.userName, name: 'Ada Lovelace' },
      proof: null,
      txReference: null,
      rejectionReason: null,
      decidedAt: null,
      createdAt: new Date(START).toISOString(),
      expiresAt: new Date(START + 48 * HOUR).toISOString(),
    });
    expect(deposit.number).toMatch(/^DEP-\d{6}$/);
    expect(deposit.reference).toMatch(/^KP-[0-9A-HJKMNP-TV-Z]{8}$/);
    const again = await get(t, `/api/deposits/${deposit.id}`, ada.cookie);
    expect(again.json()).toEqual(deposit);
  });

  it("copies the user's currency and today's rate", async () => {
    const response = await create({ amount: '100', methodId }, bob.cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      currency: 'MYR',
      rate: '4.7',
      amount: { usd: '100.00', local: '470.00' },
    });
  });

  it('keeps what the invoice said when the method changes later', async () => {
    const changing = await insertPaymentMethod(t.db, { label: 'Before' });
    const { id } = await issueDeposit(t, ada.cookie, { amount: '20', methodId: changing });
    await t.db
      .update(paymentMethods)
      .set({ label: 'After' })
      .where(eq(paymentMethods.id, changing));
    const response = await get(t, `/api/deposits/${id}`, ada.cookie);
    expect(response.json().method.label).toBe('Before');
  });

  it('a retry with the same Idempotency-Key returns the same invoice and issues no other', async () => {
    const key = newKey();
    const first = await create({ amount: '42', methodId }, ada.cookie, key);
    expect(first.statusCode, first.body).toBe(201);
    const before = await depositWrites(t);
    const retry = await create({ amount: '42', methodId }, ada.cookie, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await depositWrites(t)).toEqual(before);
  });

  it('refuses a missing key (400) and a reused key on another body (409)', async () => {
    const before = await depositWrites(t);
    expectError(
      await create({ amount: '42', methodId }, ada.cookie, null),
      400,
      'VALIDATION_ERROR',
    );
    const key = newKey();
    expect((await create({ amount: '43', methodId }, ada.cookie, key)).statusCode).toBe(201);
    const conflict = await create({ amount: '44', methodId }, ada.cookie, key);
    expectError(conflict, 409, 'IDEMPOTENCY_CONFLICT');
    expect((await depositWrites(t)).deposits).toBe(before.deposits + 1);
  });

  it.each([
    ['negative', '-5'],
    ['zero', '0'],
    ['zero with decimals', '0.00'],
    ['not a number', 'abc'],
    ['three decimals', '1.234'],
    ['a number, not a string', 25],
    ['empty', ''],
  ])('refuses a %s amount with 400 and writes nothing', async (_name, amount) => {
    const before = await depositWrites(t);
    const error = expectError(await create({ amount, methodId }), 400, 'VALIDATION_ERROR');
    expect(error.fields?.amount).toBeTruthy();
    expect(await depositWrites(t)).toEqual(before);
  });

  it.each([
    ['above the maximum', '100000.01'],
    ['below the minimum', '9.99'],
  ])('refuses an amount %s with 422 and the range', async (_name, amount) => {
    const before = await depositWrites(t);
    const error = expectError(await create({ amount, methodId }), 422, 'AMOUNT_OUT_OF_LIMITS');
    expect(error.fields?.amount).toBe('Enter an amount from 10.00 to 100,000.00 USD');
    expect(await depositWrites(t)).toEqual(before);
  });

  it("applies the tighter of the settings' and the method's limits", async () => {
    const narrow = await insertPaymentMethod(t.db, { minAmount: 5000n, maxAmount: 20_000n });
    const low = await create({ amount: '49.99', methodId: narrow });
    expect(expectError(low, 422, 'AMOUNT_OUT_OF_LIMITS').fields?.amount).toBe(
      'Enter an amount from 50.00 to 200.00 USD',
    );
    expectError(await create({ amount: '200.01', methodId: narrow }), 422, 'AMOUNT_OUT_OF_LIMITS');
    expect((await create({ amount: '200', methodId: narrow })).statusCode).toBe(201);
  });

  it('refuses an unknown or switched-off method with 422', async () => {
    const off = await insertPaymentMethod(t.db, { active: false });
    const before = await depositWrites(t);
    for (const id of [off, 'no-such-method']) {
      const error = expectError(
        await create({ amount: '50', methodId: id }),
        422,
        'PAYMENT_METHOD_UNAVAILABLE',
      );
      expect(error.fields?.methodId).toBeTruthy();
    }
    expectError(await create({ amount: '50' }), 400, 'VALIDATION_ERROR');
    expect(await depositWrites(t)).toEqual(before);
  });

  it('needs a session and a verified e-mail', async () => {
    const before = await depositWrites(t);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/deposits',
      headers: { origin: TEST_BASE_URL, 'idempotency-key': newKey() },
      payload: { amount: '50', methodId },
    });
    expectError(anonymous, 401, 'UNAUTHENTICATED');
    const unverified = await registerUser(t);
    expectError(
      await create({ amount: '50', methodId }, unverified.cookie),
      403,
      'EMAIL_NOT_VERIFIED',
    );
    expect(await depositWrites(t)).toEqual(before);
  });
});

describe('GET /api/deposits', () => {
  it("lists only the user's invoices, newest first, by status and page", async () => {
    const carol = await verifiedUser(t);
    const clock = t.deps.clock as ReturnType<typeof createManualClock>;
    const issued = [];
    for (const amount of ['11', '12', '13']) {
      issued.push(await issueDeposit(t, carol.cookie, { amount, methodId }));
      clock.advance(1000);
    }
    await issueDeposit(t, ada.cookie, { amount: '14', methodId });
    const cancel = await postWithKey(t, `/api/deposits/${issued[0]?.id}/cancel`, {
      cookie: carol.cookie,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const all = depositListResponse.parse((await get(t, '/api/deposits', carol.cookie)).json());
    expect(all.items.map((item) => item.id)).toEqual(issued.map((item) => item.id).reverse());
    expect(all).toMatchObject({ page: 1, size: 20, total: 3 });
    expect(all.items[0]).toMatchObject({ amount: { usd: '13.00' }, currency: 'USD' });

    const pending = (await get(t, '/api/deposits?status=pending', carol.cookie)).json();
    expect(pending.total).toBe(2);
    const paged = (await get(t, '/api/deposits?size=1&page=2', carol.cookie)).json();
    expect(paged.items.map((item: { id: string }) => item.id)).toEqual([issued[1]?.id]);
    expect(paged.total).toBe(3);
    expectError(await get(t, '/api/deposits?status=paid', carol.cookie), 400, 'VALIDATION_ERROR');
    expectError(await get(t, '/api/deposits?size=0', carol.cookie), 400, 'VALIDATION_ERROR');
  });
});

describe("another user's invoice", () => {
  it('is a 404 on every route, and nothing changes', async () => {
    const { id } = await issueDeposit(t, ada.cookie, { amount: '30', methodId });
    const submitted = await issueDeposit(t, ada.cookie, { amount: '31', methodId });
    expect((await uploadProof(t, submitted.id, ada.cookie)).statusCode).toBe(200);

    for (const url of [`/api/deposits/${id}`, `/api/deposits/${submitted.id}/proof`]) {
      const error = expectError(await get(t, url, bob.cookie), 404, 'NOT_FOUND');
      expect(error.message).toMatch(/No such/);
    }
    expect(
      expectError(await get(t, `/api/deposits/${id}`, bob.cookie), 404, 'NOT_FOUND').message,
    ).toBe('No such invoice');
    expectError(await uploadProof(t, id, bob.cookie), 404, 'NOT_FOUND');
    expectError(
      await postWithKey(t, `/api/deposits/${id}/cancel`, { cookie: bob.cookie }),
      404,
      'NOT_FOUND',
    );
    expect(await statusOf(id)).toEqual({ status: 'pending', proof: null });
    expectError(await get(t, '/api/deposits/not-an-invoice', ada.cookie), 404, 'NOT_FOUND');
  });
});

describe('POST /api/deposits/{id}/proof', () => {
  it('stores the proof privately and marks the invoice submitted', async () => {
    const { id } = await issueDeposit(t, ada.cookie, { amount: '75', methodId });
    const response = await uploadProof(t, id, ada.cookie, [
      proofPart(),
      txReferencePart(' TX-2026/03#17 '),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const deposit = depositSchema.parse(response.json());
    expect(deposit).toMatchObject({
      status: 'submitted',
      txReference: 'TX-2026/03#17',
      proof: { url: `/api/deposits/${id}/proof`, contentType: 'image/png' },
    });

    const file = await get(t, `/api/deposits/${id}/proof`, ada.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(proofPart().body as Buffer)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-security-policy']).toContain('sandbox');
  });

  it('a retry with the same Idempotency-Key gets the first answer and keeps one file', async () => {
    const { id } = await issueDeposit(t, ada.cookie, { amount: '74', methodId });
    const files = await proofFiles();
    const key = newKey();
    const first = await uploadProof(t, id, ada.cookie, [proofPart()], key);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await uploadProof(t, id, ada.cookie, [proofPart()], key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await proofFiles()).toHaveLength(files.length + 1);
  });

  it('needs an Idempotency-Key, and stores nothing without one', async () => {
    const { id } = await issueDeposit(t, ada.cookie, { amount: '73', methodId });
    const files = await proofFiles();
    expectError(await uploadProof(t, id, ada.cookie, [proofPart()], null), 400, 'VALIDATION_ERROR');
    expect(await statusOf(id)).toEqual({ status: 'pending', proof: null });
    expect(await proofFiles()).toEqual(files);
  });

  it('takes a PDF, served as a download', async () => {
    const { id } = await issueDeposit(t, ada.cookie, { amount: '76', methodId });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n', 'latin1');
    const response = await uploadProof(t, id, ada.cookie, [
      proofPart(pdf, 'application/pdf', 'r.pdf'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().txReference).toBeNull();
    const file = await get(t, `/api/deposits/${id}/proof`, ada.cookie);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
  });

  it.each([
    [
      'a file that is not an image or PDF (415)',
      () => [proofPart(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), 'image/png')],
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    [
      'a file over 5 MB (413)',
      () => [
        proofPart(
          Buffer.concat([proofPart().body as Buffer, randomBytes(DEPOSIT_PROOF_MAX_BYTES)]),
        ),
      ],
      413,
      'FILE_TOO_LARGE',
    ],
    ['no file (400)', () => [txReferencePart('TX-1')], 400, 'FILE_REQUIRED'],
    ['an empty file (400)', () => [proofPart(Buffer.alloc(0))], 400, 'FILE_REQUIRED'],
    [
      'the file in another field (400)',
      () => [{ ...proofPart(), field: 'receipt' }],
      400,
      'FILE_REQUIRED',
    ],
    [
      'a transaction reference with markup (400)',
      () => [proofPart(), txReferencePart('<script>alert(1)</script>')],
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a transaction reference over 100 characters (400)',
      () => [proofPart(), txReferencePart('x'.repeat(101))],
      400,
      'VALIDATION_ERROR',
    ],
  ])('refuses %s and stores nothing', async (_name, parts, status, code) => {
    const { id } = await issueDeposit(t, ada.cookie, { amount: '77', methodId });
    const files = await proofFiles();
    expectError(await uploadProof(t, id, ada.cookie, parts()), status, code);
    expect(await statusOf(id)).toEqual({ status: 'pending', proof: null });
    expect(await proofFiles()).toEqual(files);
  });

  it('refuses a body that is not multipart', async () => {
    const { id } = await issueDeposit(t, ada.cookie, { amount: '78', methodId });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/deposits/${id}/proof`,
      headers: { origin: TEST_BASE_URL, cookie: ada.cookie },
      payload: { proof: 'data' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await statusOf(id)).toEqual({ status: 'pending', proof: null });
  });

  it('is refused with 409 once the invoice no longer waits for proof, storing nothing', async () => {
    const { id } = await issueDeposit(t, ada.cookie, { amount: '79', methodId });
    expect((await uploadProof(t, id, ada.cookie)).statusCode).toBe(200);
    const files = await proofFiles();
    expectError(await uploadProof(t, id, ada.cookie), 409, 'INVALID_STATE');

    const cancelled = await issueDeposit(t, ada.cookie, { amount: '80', methodId });
    await postWithKey(t, `/api/deposits/${cancelled.id}/cancel`, { cookie: ada.cookie });
    expectError(await uploadProof(t, cancelled.id, ada.cookie), 409, 'INVALID_STATE');
    expect(await proofFiles()).toEqual(files);
  });

  it('has no proof to serve before the upload', async () => {
    const { id } = await issueDeposit(t, ada.cookie, { amount: '81', methodId });
    expectError(await get(t, `/api/deposits/${id}/proof`, ada.cookie), 404, 'NOT_FOUND');
  });
});

describe('POST /api/deposits/{id}/cancel', () => {
  it('cancels a pending or a submitted invoice; a retry returns the first answer', async () => {
    const pending = await issueDeposit(t, ada.cookie, { amount: '90', methodId });
    const key = newKey();
    const first = await postWithKey(t, `/api/deposits/${pending.id}/cancel`, {
      cookie: ada.cookie,
      key,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'cancelled',
      decidedAt: new Date(t.deps.clock.now()).toISOString(),
    });
    const retry = await postWithKey(t, `/api/deposits/${pending.id}/cancel`, {
      cookie: ada.cookie,
      key,
    });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());

    const submitted = await issueDeposit(t, ada.cookie, { amount: '91', methodId });
    await uploadProof(t, submitted.id, ada.cookie);
    const cancelled = await postWithKey(t, `/api/deposits/${submitted.id}/cancel`, {
      cookie: ada.cookie,
    });
    expect(cancelled.json().status).toBe('cancelled');
  });

  it.each(['cancelled', 'approved', 'rejected', 'expired'] as const)(
    'refuses a %s invoice with 409',
    async (status) => {
      const { id } = await issueDeposit(t, ada.cookie, { amount: '92', methodId });
      await t.db.update(deposits).set({ status }).where(eq(deposits.id, id));
      const before = await depositWrites(t);
      const error = expectError(
        await postWithKey(t, `/api/deposits/${id}/cancel`, { cookie: ada.cookie }),
        409,
        'INVALID_STATE',
      );
      expect(error.message).toMatch(/cannot be cancelled/);
      expect(await depositWrites(t)).toEqual(before);
      expect((await statusOf(id))?.status).toBe(status);
    },
  );

  it('needs an Idempotency-Key', async () => {
    const { id } = await issueDeposit(t, ada.cookie, { amount: '93', methodId });
    expectError(
      await postWithKey(t, `/api/deposits/${id}/cancel`, { cookie: ada.cookie, key: null }),
      400,
      'VALIDATION_ERROR',
    );
    expect((await statusOf(id))?.status).toBe('pending');
  });
});
