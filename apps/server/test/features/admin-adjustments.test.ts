import { randomUUID } from 'node:crypto';
import { adjustmentResponse } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfers } from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/platform/ledger/index.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { expectError, verifiedUser } from '../helpers/http.ts';
import { allBalances, countTransfers, createUser } from '../helpers/ledger-fixtures.ts';
import { staffUser } from '../helpers/staff.ts';
import type { TestUser } from '../helpers/users.ts';

let t: TestApp;
let admin: TestUser;
let support: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  [admin, support, member] = await Promise.all([
    staffUser(t, 'admin'),
    staffUser(t, 'support'),
    verifiedUser(t),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const newKey = () => `test-${randomUUID()}`;

function adjust(
  userId: string,
  body: Record<string, unknown>,
  { cookie = admin.cookie, key = newKey() as string | null } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${encodeURIComponent(userId)}/adjustments`,
    headers: {
      origin: TEST_BASE_URL,
      ...(cookie ? { cookie } : {}),
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload: body,
  });
}

const credit = (account: string, amount: string) => ({
  account,
  direction: 'credit',
  amount,
  reason: 'Goodwill for the outage',
});
const debit = (account: string, amount: string) => ({
  account,
  direction: 'debit',
  amount,
  reason: 'Reversal of a double deposit',
});

async function fundsOf(userId: string) {
  const own = await t.ledger.userAccounts(userId);
  return {
    wallet: own.wallet.balance,
    bonus: own.bonus.balance,
    profit: own.profit.balance,
    demo: own.demo.balance,
  };
}

/** Runs a refused request and checks that no balance and no transfer changed. */
async function expectNothingWritten(run: () => Promise<void>) {
  const [balances, count] = [await allBalances(t.db), await countTransfers(t.db)];
  await run();
  expect(await allBalances(t.db)).toEqual(balances);
  expect(await countTransfers(t.db)).toBe(count);
}

describe('POST /api/admin/users/{userId}/adjustments', () => {
  it('credits a fund from the outside world and debits it back, recording who and why', async () => {
    const userId = await createUser(t.db);
    // The transfers name the world's shard that serves this user; its kind's total moves too.
    const worldTotal = await t.ledger.systemAccount('world');
    const world = await t.ledger.systemAccount('world', undefined, userId);
    const worldBefore = (await allBalances(t.db)).get(worldTotal.id) ?? 0n;

    const credited = await adjust(userId, credit('bonus', '125.50'));
    expect(credited.statusCode, credited.body).toBe(201);
    const body = adjustmentResponse.parse(credited.json());
    expect(body).toEqual({ transferId: body.transferId, account: 'bonus', balance: '125.50' });

    const debited = await adjust(userId, debit('bonus', '25.5'));
    expect(debited.statusCode, debited.body).toBe(201);
    expect(debited.json()).toMatchObject({ account: 'bonus', balance: '100.00' });

    expect(await fundsOf(userId)).toEqual({ wallet: 0n, bonus: 100_00n, profit: 0n, demo: 0n });
    expect((await allBalances(t.db)).get(worldTotal.id)).toBe(worldBefore - 100_00n);
    const [creditRow] = await t.db
      .select()
      .from(transfers)
      .where(eq(transfers.id, Number(body.transferId)));
    expect(creditRow).toMatchObject({
      kind: 'admin.credit',
      debitAccountId: world.id,
      amount: 125_50n,
      metadata: { adminId: admin.id, reason: 'Goodwill for the outage' },
    });
    const [debitRow] = await t.db
      .select()
      .from(transfers)
      .where(eq(transfers.id, Number(debited.json().transferId)));
    expect(debitRow).toMatchObject({ kind: 'admin.debit', creditAccountId: world.id });
  });

  it('the same Idempotency-Key twice moves the money once and answers the same', async () => {
    const userId = await createUser(t.db);
    const key = newKey();
    const count = await countTransfers(t.db);
    const first = await adjust(userId, credit('wallet', '10'), { key });
    const second = await adjust(userId, credit('wallet', '10'), { key });
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(first.json().balance).toBe('10.00');
    expect(await countTransfers(t.db)).toBe(count + 1);

    // At the same moment, too.
    const racedKey = newKey();
    const raced = await Promise.all(
      [1, 2, 3].map(() => adjust(userId, credit('wallet', '1'), { key: racedKey })),
    );
    expect(new Set(raced.map((response) => response.json().transferId)).size).toBe(1);
    expect((await fundsOf(userId)).wallet).toBe(11_00n);
  });

  it('the same key for a different movement: 409 IDEMPOTENCY_CONFLICT, nothing written', async () => {
    const userId = await createUser(t.db);
    const key = newKey();
    expect((await adjust(userId, credit('profit', '5'), { key })).statusCode).toBe(201);
    await expectNothingWritten(async () => {
      expectError(
        await adjust(userId, credit('profit', '6'), { key }),
        409,
        'IDEMPOTENCY_CONFLICT',
      );
      expectError(await adjust(userId, debit('profit', '5'), { key }), 409, 'IDEMPOTENCY_CONFLICT');
      // The same movement for another reason is another request too.
      expectError(
        await adjust(userId, { ...credit('profit', '5'), reason: 'A different reason' }, { key }),
        409,
        'IDEMPOTENCY_CONFLICT',
      );
    });
  });

  it('a debit beyond the fund: 422 INSUFFICIENT_FUNDS, nothing written; a retry may succeed later', async () => {
    const userId = await createUser(t.db);
    await adjust(userId, credit('wallet', '20'));
    const key = newKey();
    await expectNothingWritten(async () => {
      expectError(
        await adjust(userId, debit('wallet', '20.01'), { key }),
        422,
        'INSUFFICIENT_FUNDS',
      );
      expectError(await adjust(userId, debit('bonus', '0.01')), 422, 'INSUFFICIENT_FUNDS');
    });
    await adjust(userId, credit('wallet', '0.01'));
    const retried = await adjust(userId, debit('wallet', '20.01'), { key });
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json().balance).toBe('0.00');
  });

  it('an unknown user: 404 NOT_FOUND, nothing written', async () => {
    await expectNothingWritten(async () => {
      expectError(await adjust('no-such-user', credit('wallet', '1')), 404, 'NOT_FOUND');
    });
  });

  it.each([
    ['a missing key', null],
    ['a short key', 'abc'],
    ['a key with spaces', 'not a valid key'],
    ['a key too long', 'k'.repeat(129)],
  ])('%s: 400 naming idempotency-key, nothing written', async (_label, key) => {
    const userId = await createUser(t.db);
    await expectNothingWritten(async () => {
      const error = expectError(
        await adjust(userId, credit('wallet', '1'), { key }),
        400,
        'VALIDATION_ERROR',
      );
      expect(Object.keys(error.fields ?? {})).toEqual(['idempotency-key']);
    });
  });

  it.each([
    ['account', { ...credit('demo', '1') }],
    ['account', { ...credit('wallet', '1'), account: undefined }],
    ['direction', { ...credit('wallet', '1'), direction: 'refund' }],
    ['amount', credit('wallet', '0')],
    ['amount', credit('wallet', '-5')],
    ['amount', credit('wallet', '1.234')],
    ['amount', credit('wallet', 'abc')],
    ['amount', { ...credit('wallet', '1'), amount: 5 }],
    ['reason', { ...credit('wallet', '1'), reason: 'ok' }],
    ['reason', { ...credit('wallet', '1'), reason: 'x'.repeat(201) }],
  ])('a bad %s: 400 naming it, nothing written', async (field, body) => {
    const userId = await createUser(t.db);
    await expectNothingWritten(async () => {
      const error = expectError(await adjust(userId, body), 400, 'VALIDATION_ERROR');
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    });
  });

  it('a user or a support agent: 403 FORBIDDEN; no session: 401; nothing written', async () => {
    const userId = await createUser(t.db);
    await expectNothingWritten(async () => {
      for (const cookie of [member.cookie, support.cookie]) {
        expectError(await adjust(userId, credit('wallet', '1'), { cookie }), 403, 'FORBIDDEN');
      }
      expectError(
        await adjust(userId, credit('wallet', '1'), { cookie: '' }),
        401,
        'UNAUTHENTICATED',
      );
    });
  });
});

describe('amounts past what a balance can hold', () => {
  it('are refused with 422, never a 500, and the ledger stays whole', async () => {
    const userId = await createUser(t.db, 'whale');
    const largest = '999999999999999.99';
    let refused: Awaited<ReturnType<typeof adjust>> | undefined;
    // BIGINT holds about 92 of these; the next credit must be refused cleanly.
    for (let attempt = 0; attempt < 100 && !refused; attempt += 1) {
      const response = await adjust(userId, credit('wallet', largest));
      if (response.statusCode !== 201) refused = response;
    }
    expect(refused, 'a credit past BIGINT should have been refused').toBeDefined();
    if (refused) expectError(refused, 422, 'AMOUNT_OUT_OF_RANGE');
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
