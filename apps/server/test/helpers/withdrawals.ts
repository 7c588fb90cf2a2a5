import { randomUUID } from 'node:crypto';
import { TRANSFER_KINDS, type WithdrawalStatus, withdrawalFee } from '@kapital/shared';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { idempotentRequests, withdrawals } from '../../src/db/schema/index.ts';
import { send } from './admin.ts';
import type { TestApp } from './build.ts';
import { approvedKycUser } from './kyc.ts';
import { allBalances, countTransfers, fund } from './ledger-fixtures.ts';
import type { TestUser } from './users.ts';

export const BANK_DETAILS = {
  bankName: 'Maybank Berhad',
  accountHolder: 'Ada Lovelace',
  accountNumber: '1140 2233 4455',
  swift: 'MBBEMYKL',
};

export const newKey = () => `test-${randomUUID()}`;

/** PUT /api/bank with the given details and the user's password. */
export function saveBank(t: TestApp, person: TestUser, details: object = BANK_DETAILS) {
  return send(t, 'PUT', '/api/bank', {
    cookie: person.cookie,
    payload: { ...details, password: person.password },
  });
}

/**
 * A user who may withdraw: verified e-mail, approved KYC, bank details saved for the first time
 * (no cooldown), and the given balances credited from the outside world.
 */
export async function withdrawalReadyUser(
  t: TestApp,
  balances: Partial<Record<'wallet' | 'bonus' | 'profit', bigint>> = {},
): Promise<TestUser> {
  const person = await approvedKycUser(t);
  const saved = await saveBank(t, person);
  expect(saved.statusCode, saved.body).toBe(200);
  const accounts = await t.ledger.userAccounts(person.id);
  for (const [kind, amount] of Object.entries(balances)) {
    if (amount) await fund(t.ledger, accounts[kind as keyof typeof balances].id, amount);
  }
  return person;
}

/** POST with an Idempotency-Key (a fresh one unless given). */
export function postWithKey(
  t: TestApp,
  url: string,
  cookie: string,
  payload?: unknown,
  key: string = newKey(),
) {
  return send(t, 'POST', url, {
    cookie,
    headers: { 'idempotency-key': key },
    ...(payload === undefined ? {} : { payload }),
  });
}

export function requestWithdrawal(
  t: TestApp,
  person: TestUser,
  body: { source?: string; amount: string },
  key?: string,
) {
  return postWithKey(t, '/api/withdrawals', person.cookie, { source: 'wallet', ...body }, key);
}

/**
 * A withdrawal row of 30.00 USD from the wallet (fee 1.30, net 28.70) to an example bank,
 * written straight to the table: no hold or payout transfers, for tests that only read rows.
 */
export async function insertWithdrawalRow(
  db: TestApp['db'],
  userId: string,
  status: WithdrawalStatus,
  createdAt = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db.insert(withdrawals).values({
    id,
    userId,
    source: 'wallet',
    amount: 3000n,
    fee: 130n,
    net: 2870n,
    bank: {
      bankName: 'Example Bank',
      accountHolder: 'Ada Lovelace',
      accountNumber: 'GB00TEST1234',
      swift: 'EXAMGB2L',
    },
    currency: 'USD',
    rate: '1',
    status,
    createdAt,
  });
  return id;
}

/**
 * A pending withdrawal of a user's wallet as a request leaves it (the row and its hold), written
 * without the HTTP round trip; the wallet is credited first so the hold can be taken.
 */
export async function insertPendingWithdrawal(
  { ledger }: Pick<TestApp, 'ledger'>,
  userId: string,
  amount = 5000n,
): Promise<string> {
  const fee = withdrawalFee(amount, 100, 100n);
  const accounts = await ledger.userAccounts(userId);
  await fund(ledger, accounts.wallet.id, amount);
  const hold = await ledger.systemAccount('hold', undefined, userId);
  return ledger.run(async (uow) => {
    const [row] = await uow.tx
      .insert(withdrawals)
      .values({
        id: randomUUID(),
        userId,
        source: 'wallet',
        amount,
        fee,
        net: amount - fee,
        bank: {
          bankName: BANK_DETAILS.bankName,
          accountHolder: BANK_DETAILS.accountHolder,
          accountNumber: '114022334455',
          swift: BANK_DETAILS.swift,
        },
        currency: 'USD',
        rate: '1',
        status: 'pending',
        createdAt: new Date(),
      })
      .returning();
    if (!row) throw new Error('The withdrawal was not inserted');
    await ledger.transfer(uow, {
      debitAccountId: accounts.wallet.id,
      creditAccountId: hold.id,
      amount,
      kind: TRANSFER_KINDS.withdrawalHold,
      reference: `withdrawal:${row.id}`,
      idempotencyKey: `withdrawal:${row.id}:hold`,
      metadata: { number: row.number },
    });
    return row.id;
  });
}

/** What a refused withdrawal request must leave alone: rows, keys, transfers and balances. */
export async function withdrawalSnapshot({ db }: Pick<TestApp, 'db'>) {
  const [[rows], [keys]] = await Promise.all([
    db.select({ n: count() }).from(withdrawals),
    db.select({ n: count() }).from(idempotentRequests),
  ]);
  return {
    withdrawals: rows?.n,
    keys: keys?.n,
    transfers: await countTransfers(db),
    balances: await allBalances(db),
  };
}
