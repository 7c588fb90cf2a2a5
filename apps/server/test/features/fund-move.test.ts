import { ERROR_CODES, fundsResponse } from '@kapital/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotentRequests, transfers } from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/platform/ledger/index.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError, verifiedUser } from '../helpers/http.ts';
import { allBalances, balanceOf, countTransfers, fund } from '../helpers/ledger-fixtures.ts';
import type { TestUser } from '../helpers/users.ts';
import { newKey, postWithKey } from '../helpers/withdrawals.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
});

async function fundedUser(bonus: bigint, profit: bigint): Promise<TestUser> {
  const person = await verifiedUser(t);
  const accounts = await t.ledger.userAccounts(person.id);
  if (bonus > 0n) await fund(t.ledger, accounts.bonus.id, bonus);
  if (profit > 0n) await fund(t.ledger, accounts.profit.id, profit);
  return person;
}

const move = (person: TestUser, fundName: string, amount: unknown, key?: string) =>
  postWithKey(t, `/api/funds/${fundName}/move`, person.cookie, { amount }, key);

async function snapshot() {
  const [[keys]] = await Promise.all([t.db.select({ n: count() }).from(idempotentRequests)]);
  return {
    keys: keys?.n,
    transfers: await countTransfers(t.db),
    balances: await allBalances(t.db),
  };
}

describe('POST /api/funds/:fund/move', () => {
  it('moves the amount into the wallet and answers every balance', async () => {
    const person = await fundedUser(50_00n, 20_00n);
    const fromBonus = await move(person, 'bonus', '12.34');
    expect(fromBonus.statusCode, fromBonus.body).toBe(200);
    expect(fundsResponse.parse(fromBonus.json())).toEqual({
      wallet: '12.34',
      bonus: '37.66',
      profit: '20.00',
      demo: expect.any(String),
    });
    const fromProfit = await move(person, 'profit', '20');
    expect(fromProfit.json()).toMatchObject({ wallet: '32.34', bonus: '37.66', profit: '0.00' });

    const moves = await t.db
      .select()
      .from(transfers)
      .where(eq(transfers.kind, 'fund.move'))
      .orderBy(transfers.id);
    const accounts = await t.ledger.userAccounts(person.id);
    const own = moves.filter((row) => row.creditAccountId === accounts.wallet.id);
    expect(own.map((row) => [row.debitAccountId, row.amount, row.metadata])).toEqual([
      [accounts.bonus.id, 12_34n, { from: 'bonus' }],
      [accounts.profit.id, 20_00n, { from: 'profit' }],
    ]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('a retry with the same key replays the first answer and moves money once', async () => {
    const person = await fundedUser(10_00n, 0n);
    const key = newKey();
    const first = await move(person, 'bonus', '4', key);
    expect(first.statusCode, first.body).toBe(200);
    const before = await snapshot();
    const again = await move(person, 'bonus', '4', key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await snapshot()).toEqual(before);
    expectError(await move(person, 'bonus', '5', key), 409, ERROR_CODES.idempotencyConflict);
    expectError(await move(person, 'profit', '4', key), 409, ERROR_CODES.idempotencyConflict);
    expect(await snapshot()).toEqual(before);
  });

  it('30 parallel moves of 4.00 from a 50.00 bonus fund: exactly 12 succeed', async () => {
    const person = await fundedUser(50_00n, 0n);
    const answers = await Promise.all(Array.from({ length: 30 }, () => move(person, 'bonus', '4')));
    const codes = answers.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(12);
    for (const refused of answers.filter((response) => response.statusCode !== 200)) {
      expectError(refused, 422, ERROR_CODES.insufficientFunds);
    }
    const accounts = await t.ledger.userAccounts(person.id);
    expect(await balanceOf(t.db, accounts.bonus.id)).toBe(2_00n);
    expect(await balanceOf(t.db, accounts.wallet.id)).toBe(48_00n);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('refuses more than the fund holds and bad input, writing nothing', async () => {
    const person = await fundedUser(10_00n, 0n);
    const before = await snapshot();
    const tooMuch = expectError(
      await move(person, 'bonus', '10.01'),
      422,
      ERROR_CODES.insufficientFunds,
    );
    expect(tooMuch.message).toBe('Insufficient funds for this amount');
    expectError(await move(person, 'profit', '1'), 422, ERROR_CODES.insufficientFunds);
    for (const amount of ['-1', '0', 'abc', '1.234', 5, '']) {
      const error = expectError(await move(person, 'bonus', amount), 400, ERROR_CODES.validation);
      expect(Object.keys(error.fields ?? {})).toEqual(['amount']);
    }
    for (const fundName of ['wallet', 'demo', 'savings']) {
      const error = expectError(await move(person, fundName, '1'), 400, ERROR_CODES.validation);
      expect(Object.keys(error.fields ?? {})).toEqual(['fund']);
    }
    expectError(
      await postWithKey(t, '/api/funds/bonus/move', '', { amount: '1' }),
      401,
      ERROR_CODES.unauthenticated,
    );
    expect(await snapshot()).toEqual(before);
  });
});
