import {
  BANK_CHANGE_COOLDOWN_HOURS,
  ERROR_CODES,
  MONEY_ERROR_CODES,
  withdrawalListResponse,
  withdrawalSchema,
  withdrawalTermsResponse,
} from '@kapital/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, withdrawals } from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/platform/ledger/index.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { insertKyc } from '../helpers/kyc-rows.ts';
import { balanceOf } from '../helpers/ledger-fixtures.ts';
import { createManualClock } from '../helpers/manual-clock.ts';
import { registerUser } from '../helpers/users.ts';
import {
  BANK_DETAILS,
  newKey,
  postWithKey,
  requestWithdrawal,
  saveBank,
  withdrawalReadyUser,
  withdrawalSnapshot,
} from '../helpers/withdrawals.ts';

const HOUR = 60 * 60 * 1000;
const clock = createManualClock(Date.parse('2026-03-02T09:00:00.000Z'));
let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false, clock });
});
afterAll(async () => {
  await t?.close();
});

async function balances(userId: string) {
  const accounts = await t.ledger.userAccounts(userId);
  const hold = await t.ledger.systemAccount('hold');
  return {
    wallet: await balanceOf(t.db, accounts.wallet.id),
    bonus: await balanceOf(t.db, accounts.bonus.id),
    profit: await balanceOf(t.db, accounts.profit.id),
    hold: await balanceOf(t.db, hold.id),
  };
}

describe('POST /api/withdrawals', () => {
  it('moves the amount to the hold at once and answers the receipt', async () => {
    const person = await withdrawalReadyUser(t, { wallet: 100_00n });
    const before = await balances(person.id);
    const response = await requestWithdrawal(t, person, { amount: '50' });
    expect(response.statusCode, response.body).toBe(201);
    const body = withdrawalSchema.parse(response.json());
    expect(body).toMatchObject({
      source: 'wallet',
      status: 'pending',
      currency: 'USD',
      rate: '1',
      amount: { usd: '50.00', local: '50.00' },
      // 1 % of 50.00 + 1.00
      fee: { usd: '1.50', local: '1.50' },
      net: { usd: '48.50', local: '48.50' },
      bank: {
        bankName: BANK_DETAILS.bankName,
        accountHolder: BANK_DETAILS.accountHolder,
        accountNumber: '114022334455',
        swift: BANK_DETAILS.swift,
      },
      customer: { email: person.email, userName: person.userName },
      payoutReference: null,
      rejectionReason: null,
      createdAt: new Date(clock.now()).toISOString(),
      decidedAt: null,
    });
    expect(body.number).toMatch(/^WD-\d{6}$/);
    const after = await balances(person.id);
    expect(after.wallet).toBe(before.wallet - 50_00n);
    expect(after.hold).toBe(before.hold + 50_00n);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('snapshots the bank account and the rate of the user currency', async () => {
    const person = await withdrawalReadyUser(t, { profit: 100_00n });
    await t.db.update(user).set({ currency: 'MYR' }).where(eq(user.id, person.id));
    const response = await requestWithdrawal(t, person, { source: 'profit', amount: '20.00' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      source: 'profit',
      currency: 'MYR',
      rate: '4.7',
      amount: { usd: '20.00', local: '94.00' },
      fee: { usd: '1.20', local: '5.64' },
    });
    clock.advance(BANK_CHANGE_COOLDOWN_HOURS * HOUR);
    expect((await saveBank(t, person, { ...BANK_DETAILS, bankName: 'CIMB' })).statusCode).toBe(200);
    const receipt = await get(t, `/api/withdrawals/${response.json().id}`, person.cookie);
    expect(receipt.json().bank.bankName).toBe(BANK_DETAILS.bankName);
    expect((await balances(person.id)).profit).toBe(80_00n);
  });

  it('50 parallel requests of 30.00 against 100.00: exactly 3 succeed', async () => {
    const person = await withdrawalReadyUser(t, { wallet: 100_00n });
    const holdBefore = (await balances(person.id)).hold;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => requestWithdrawal(t, person, { amount: '30.00' })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(refused).toHaveLength(47);
    for (const response of refused) {
      const error = expectError(response, 422, ERROR_CODES.insufficientFunds);
      expect(error.message).toBe('Insufficient funds for this amount');
    }
    const after = await balances(person.id);
    expect(after.wallet).toBe(10_00n);
    expect(after.hold - holdBefore).toBe(90_00n);
    const [rows] = await t.db
      .select({ n: count() })
      .from(withdrawals)
      .where(eq(withdrawals.userId, person.id));
    expect(rows?.n).toBe(3);
    const check = await checkLedger(t.db);
    expect(check.breaches).toEqual([]);
    expect(check.ok).toBe(true);
  });

  it('a retry with the same key returns the first answer and moves money once', async () => {
    const person = await withdrawalReadyUser(t, { wallet: 100_00n });
    const key = newKey();
    const first = await requestWithdrawal(t, person, { amount: '25' }, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = await withdrawalSnapshot(t);

    const again = await requestWithdrawal(t, person, { amount: '25' }, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await withdrawalSnapshot(t)).toEqual(before);

    const different = await requestWithdrawal(t, person, { amount: '26' }, key);
    expectError(different, 409, ERROR_CODES.idempotencyConflict);
    expect(await withdrawalSnapshot(t)).toEqual(before);
    expect((await balances(person.id)).wallet).toBe(75_00n);
  });

  it('twins with one key sent at the same moment move money once', async () => {
    const person = await withdrawalReadyUser(t, { wallet: 100_00n });
    const key = newKey();
    const twins = await Promise.all(
      Array.from({ length: 5 }, () => requestWithdrawal(t, person, { amount: '40' }, key)),
    );
    expect(twins.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(twins.map((response) => response.json().id)).size).toBe(1);
    expect((await balances(person.id)).wallet).toBe(60_00n);
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const person = await withdrawalReadyUser(t, { wallet: 100_00n, bonus: 5_00n });
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [{ amount: '-5' }, 400, ERROR_CODES.validation, 'amount'],
      [{ amount: '0' }, 400, ERROR_CODES.validation, 'amount'],
      [{ amount: '0.00' }, 400, ERROR_CODES.validation, 'amount'],
      [{ amount: 'abc' }, 400, ERROR_CODES.validation, 'amount'],
      [{ amount: '1.234' }, 400, ERROR_CODES.validation, 'amount'],
      [{ amount: 30 }, 400, ERROR_CODES.validation, 'amount'],
      [{ amount: '19.99' }, 422, MONEY_ERROR_CODES.amountOutOfLimits, 'amount'],
      [{ amount: '100.01' }, 422, ERROR_CODES.insufficientFunds, ''],
      [{ amount: '999999999999999.99' }, 422, ERROR_CODES.insufficientFunds, ''],
      [{ amount: '20', source: 'bonus' }, 422, ERROR_CODES.insufficientFunds, ''],
      [{ amount: '20', source: 'demo' }, 400, ERROR_CODES.validation, 'source'],
      [{ amount: '20', source: 'savings' }, 400, ERROR_CODES.validation, 'source'],
    ];
    const before = await withdrawalSnapshot(t);
    for (const [body, status, code, field] of cases) {
      const response = await postWithKey(t, '/api/withdrawals', person.cookie, {
        source: 'wallet',
        ...body,
      });
      const error = expectError(response, status, code);
      if (field) expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const minimum = await postWithKey(t, '/api/withdrawals', person.cookie, {
      source: 'wallet',
      amount: '19.99',
    });
    expect(minimum.json().error.message).toBe('The smallest withdrawal is 20.00 USD');
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      headers: { origin: 'http://localhost:3000', cookie: person.cookie },
      payload: { source: 'wallet', amount: '20' },
    });
    expectError(noKey, 400, ERROR_CODES.validation);
    expect(await withdrawalSnapshot(t)).toEqual(before);
  });

  it('an amount that the fee would swallow is refused', async () => {
    const person = await withdrawalReadyUser(t, { wallet: 100_00n });
    // Staff may set a minimum below the fee; 1.50 then passes the minimum but not the fee.
    await t.db.execute(sql`update settings set withdrawal_min = 50, withdrawal_fee_fixed = 200`);
    try {
      const before = await withdrawalSnapshot(t);
      const response = await requestWithdrawal(t, person, { amount: '1.50' });
      const error = expectError(response, 422, MONEY_ERROR_CODES.amountOutOfLimits);
      expect(error.message).toBe('The amount must be more than the fee of 2.02 USD');
      expect(error.fields?.amount).toBe(error.message);
      expect(await withdrawalSnapshot(t)).toEqual(before);
    } finally {
      await t.db.execute(
        sql`update settings set withdrawal_min = 2000, withdrawal_fee_fixed = 100`,
      );
    }
  });

  it('a retry gets the first answer even after the identity check would now refuse', async () => {
    const person = await withdrawalReadyUser(t, { wallet: 100_00n });
    const key = newKey();
    const first = await requestWithdrawal(t, person, { amount: '40' }, key);
    expect(first.statusCode, first.body).toBe(201);
    // Staff asked for new documents: the newest submission is pending again.
    await insertKyc(t.db, person.id, 'pending', new Date(Date.now() + 1000));
    const before = await withdrawalSnapshot(t);

    const retry = await requestWithdrawal(t, person, { amount: '40' }, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await withdrawalSnapshot(t)).toEqual(before);
    // A new request is checked afresh.
    expectError(
      await requestWithdrawal(t, person, { amount: '40' }),
      403,
      MONEY_ERROR_CODES.kycRequired,
    );
  });

  it('needs approved KYC: 403 KYC_REQUIRED, nothing written', async () => {
    const person = await verifiedUser(t);
    expect((await saveBank(t, person)).statusCode).toBe(200);
    const before = await withdrawalSnapshot(t);
    for (const status of [null, 'pending', 'rejected'] as const) {
      if (status) await insertKyc(t.db, person.id, status);
      const error = expectError(
        await requestWithdrawal(t, person, { amount: '20' }),
        403,
        MONEY_ERROR_CODES.kycRequired,
      );
      expect(error.message).toBe('Verify your identity (KYC) before withdrawing');
    }
    expect(await withdrawalSnapshot(t)).toEqual(before);
  });

  it('needs saved bank details: 409 BANK_DETAILS_REQUIRED', async () => {
    const person = await verifiedUser(t);
    await insertKyc(t.db, person.id, 'approved');
    const before = await withdrawalSnapshot(t);
    expectError(
      await requestWithdrawal(t, person, { amount: '20' }),
      409,
      MONEY_ERROR_CODES.bankDetailsRequired,
    );
    expect(await withdrawalSnapshot(t)).toEqual(before);
  });

  it('a bank change pauses withdrawals for 24 h and names when they reopen', async () => {
    const person = await withdrawalReadyUser(t, { wallet: 100_00n });
    clock.advance(HOUR);
    const changed = await saveBank(t, person, { ...BANK_DETAILS, swift: 'CIBBMYKL' });
    const reopen = changed.json().withdrawalsOpenAt as string;
    expect(reopen).toBe(new Date(clock.now() + 24 * HOUR).toISOString());

    const before = await withdrawalSnapshot(t);
    const error = expectError(
      await requestWithdrawal(t, person, { amount: '20' }),
      409,
      MONEY_ERROR_CODES.bankDetailsCooldown,
    );
    expect(error.message).toContain(reopen);
    expect(await withdrawalSnapshot(t)).toEqual(before);

    clock.advance(24 * HOUR - 1);
    expectError(
      await requestWithdrawal(t, person, { amount: '20' }),
      409,
      MONEY_ERROR_CODES.bankDetailsCooldown,
    );
    clock.advance(1);
    const allowed = await requestWithdrawal(t, person, { amount: '20' });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json().bank.swift).toBe('CIBBMYKL');
  });

  it('needs a verified e-mail and a session', async () => {
    const unverified = await registerUser(t);
    expectError(
      await requestWithdrawal(t, unverified, { amount: '20' }),
      403,
      ERROR_CODES.emailNotVerified,
    );
    const anonymous = await postWithKey(t, '/api/withdrawals', '', {
      source: 'wallet',
      amount: '20',
    });
    expectError(anonymous, 401, ERROR_CODES.unauthenticated);
  });
});

describe('GET /api/withdrawals/terms', () => {
  it('names every blocker in order, then none once the user may withdraw', async () => {
    const unverified = await registerUser(t);
    const first = await get(t, '/api/withdrawals/terms', unverified.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(withdrawalTermsResponse.parse(first.json())).toEqual({
      feeBps: 100,
      feeFixed: '1.00',
      min: '20.00',
      balances: { wallet: '0.00', bonus: '0.00', profit: '0.00' },
      bank: null,
      withdrawalsOpenAt: null,
      blockers: ['email', 'kyc', 'bank'],
    });

    const person = await withdrawalReadyUser(t, { wallet: 12_34n, bonus: 5_00n });
    const ready = (await get(t, '/api/withdrawals/terms', person.cookie)).json();
    expect(ready).toMatchObject({
      balances: { wallet: '12.34', bonus: '5.00', profit: '0.00' },
      bank: { accountNumber: '114022334455' },
      blockers: [],
    });

    clock.advance(HOUR);
    await saveBank(t, person, { ...BANK_DETAILS, bankName: 'RHB Bank' });
    const cooling = (await get(t, '/api/withdrawals/terms', person.cookie)).json();
    expect(cooling.blockers).toEqual(['cooldown']);
    expect(cooling.withdrawalsOpenAt).toBe(new Date(clock.now() + 24 * HOUR).toISOString());
    expectError(await get(t, '/api/withdrawals/terms'), 401, ERROR_CODES.unauthenticated);
  });
});

describe('reading and cancelling', () => {
  it('lists own withdrawals newest first, with filters; another user sees none of them', async () => {
    const person = await withdrawalReadyUser(t, { wallet: 200_00n, bonus: 50_00n });
    const other = await withdrawalReadyUser(t, { wallet: 100_00n });
    const ids: string[] = [];
    for (const body of [{ amount: '20' }, { amount: '30', source: 'bonus' }, { amount: '40' }]) {
      clock.advance(1000);
      const response = await requestWithdrawal(t, person, body);
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().id);
    }
    const list = withdrawalListResponse.parse(
      (await get(t, '/api/withdrawals', person.cookie)).json(),
    );
    expect(list.items.map((item) => item.id)).toEqual([...ids].reverse());
    expect(list.total).toBe(3);
    const bonus = (await get(t, '/api/withdrawals?source=bonus', person.cookie)).json();
    expect(bonus.items.map((item: { id: string }) => item.id)).toEqual([ids[1]]);
    const paged = (await get(t, '/api/withdrawals?size=2&page=2', person.cookie)).json();
    expect(paged).toMatchObject({ page: 2, size: 2, total: 3 });
    expect(paged.items.map((item: { id: string }) => item.id)).toEqual([ids[0]]);
    expectError(
      await get(t, '/api/withdrawals?status=lost', person.cookie),
      400,
      ERROR_CODES.validation,
    );

    expect((await get(t, '/api/withdrawals', other.cookie)).json().total).toBe(0);
    expectError(
      await get(t, `/api/withdrawals/${ids[0]}`, other.cookie),
      404,
      ERROR_CODES.notFound,
    );
    expectError(
      await get(t, '/api/withdrawals/no-such-id', person.cookie),
      404,
      ERROR_CODES.notFound,
    );
    const own = await get(t, `/api/withdrawals/${ids[0]}`, person.cookie);
    expect(own.statusCode).toBe(200);
    expect(withdrawalSchema.parse(own.json()).id).toBe(ids[0]);
  });

  it('cancel returns the money to its fund once; a second cancel is 409', async () => {
    const person = await withdrawalReadyUser(t, { bonus: 60_00n });
    const created = await requestWithdrawal(t, person, { source: 'bonus', amount: '60' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect((await balances(person.id)).bonus).toBe(0n);
    const events: unknown[] = [];
    const stop = t.deps.events.subscribe((event) => events.push(event));

    const key = newKey();
    const cancelled = await postWithKey(
      t,
      `/api/withdrawals/${id}/cancel`,
      person.cookie,
      undefined,
      key,
    );
    stop();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id, status: 'cancelled' });
    expect(cancelled.json().decidedAt).toBe(new Date(clock.now()).toISOString());
    expect((await balances(person.id)).bonus).toBe(60_00n);
    expect(events).toContainEqual({
      type: 'invoice',
      userId: person.id,
      invoice: 'withdrawal',
      id,
      status: 'cancelled',
    });

    const replay = await postWithKey(
      t,
      `/api/withdrawals/${id}/cancel`,
      person.cookie,
      undefined,
      key,
    );
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const before = await withdrawalSnapshot(t);
    const again = await postWithKey(t, `/api/withdrawals/${id}/cancel`, person.cookie);
    expectError(again, 409, MONEY_ERROR_CODES.invalidState);
    expect(await withdrawalSnapshot(t)).toEqual(before);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it("another user's withdrawal cannot be cancelled: 404, nothing written", async () => {
    const person = await withdrawalReadyUser(t, { wallet: 50_00n });
    const other = await withdrawalReadyUser(t);
    const { id } = (await requestWithdrawal(t, person, { amount: '50' })).json();
    const before = await withdrawalSnapshot(t);
    expectError(
      await postWithKey(t, `/api/withdrawals/${id}/cancel`, other.cookie),
      404,
      ERROR_CODES.notFound,
    );
    expect(await withdrawalSnapshot(t)).toEqual(before);
  });
});
