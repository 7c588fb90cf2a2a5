import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createInProcessEventBus } from '../../src/platform/events/event-bus.ts';
import {
  checkLedger,
  createLedger,
  InsufficientFundsError,
  type Ledger,
  type TransferInput,
} from '../../src/platform/ledger/index.ts';
import { createTestDatabase, testDriver } from '../helpers/database.ts';
import {
  balanceOf,
  countTransfers,
  createUserWithAccounts,
  fund,
} from '../helpers/ledger-fixtures.ts';

let database: Database & { dispose(): Promise<void> };
let ledger: Ledger;

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = createLedger(database.db, createInProcessEventBus());
});

afterAll(async () => {
  await database.dispose();
});

/** Starts every call at once and waits for all of them, whatever each one does. */
function allAtOnce<T>(count: number, call: (index: number) => Promise<T>) {
  return Promise.allSettled(Array.from({ length: count }, (_, index) => call(index)));
}

// A locking bug shows up as transactions queued behind deadlocks that PostgreSQL breaks one per
// second: give up at 30 s rather than the default minute.
describe(`parallel transfers against one balance (${testDriver})`, { timeout: 30_000 }, () => {
  it('100 debits of 10.00 from a 100.00 wallet: exactly 10 succeed, 90 are refused', async () => {
    const payer = await createUserWithAccounts(database.db, ledger, 'payer');
    const payee = await createUserWithAccounts(database.db, ledger, 'payee');
    await fund(ledger, payer.accounts.wallet.id, 10_000n);
    const transfersBefore = await countTransfers(database.db);
    const runId = randomUUID();

    const outcomes = await allAtOnce(100, (index) =>
      ledger.run((uow) =>
        ledger.transfer(uow, {
          debitAccountId: payer.accounts.wallet.id,
          creditAccountId: payee.accounts.wallet.id,
          amount: 1_000n,
          kind: 'test.parallel',
          idempotencyKey: `parallel:${runId}:${index}`,
        }),
      ),
    );

    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason] : [],
    );
    const unexpected = refused.filter((reason) => !(reason instanceof InsufficientFundsError));
    expect(unexpected, 'every refusal should be InsufficientFundsError').toEqual([]);
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const outcome of succeeded) expect(outcome.value.replayed).toBe(false);

    expect(await balanceOf(database.db, payer.accounts.wallet.id)).toBe(0n);
    expect(await balanceOf(database.db, payee.accounts.wallet.id)).toBe(10_000n);
    expect(await countTransfers(database.db)).toBe(transfersBefore + 10);
    const check = await checkLedger(database.db);
    expect(check.breaches).toEqual([]);
    expect(check.ok).toBe(true);
  });

  it('50 calls with the same idempotency key move the money once', async () => {
    const payer = await createUserWithAccounts(database.db, ledger, 'payer');
    const payee = await createUserWithAccounts(database.db, ledger, 'payee');
    await fund(ledger, payer.accounts.wallet.id, 10_000n);
    const transfersBefore = await countTransfers(database.db);
    const input: TransferInput = {
      debitAccountId: payer.accounts.wallet.id,
      creditAccountId: payee.accounts.wallet.id,
      amount: 1_000n,
      kind: 'test.retry',
      idempotencyKey: `retry:${randomUUID()}`,
    };

    const outcomes = await allAtOnce(50, () => ledger.run((uow) => ledger.transfer(uow, input)));

    const failures = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason] : [],
    );
    expect(failures).toEqual([]);
    const results = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value] : [],
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(results.filter((result) => result.replayed)).toHaveLength(49);
    const ids = new Set(results.map((result) => result.transfer.id));
    expect(ids.size).toBe(1);

    expect(await balanceOf(database.db, payer.accounts.wallet.id)).toBe(9_000n);
    expect(await balanceOf(database.db, payee.accounts.wallet.id)).toBe(1_000n);
    expect(await countTransfers(database.db)).toBe(transfersBefore + 1);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('transfers in both directions between the same accounts neither deadlock nor leak', async () => {
    const left = await createUserWithAccounts(database.db, ledger, 'left');
    const right = await createUserWithAccounts(database.db, ledger, 'right');
    await fund(ledger, left.accounts.wallet.id, 5_000n);
    await fund(ledger, right.accounts.wallet.id, 5_000n);
    const runId = randomUUID();

    const outcomes = await allAtOnce(60, (index) => {
      const [from, to] =
        index % 2 === 0
          ? [left.accounts.wallet, right.accounts.wallet]
          : [right.accounts.wallet, left.accounts.wallet];
      return ledger.run((uow) =>
        ledger.transfer(uow, {
          debitAccountId: from.id,
          creditAccountId: to.id,
          amount: 100n,
          kind: 'test.pingpong',
          idempotencyKey: `pingpong:${runId}:${index}`,
        }),
      );
    });

    // Each side starts with 50.00 and sends at most 30 x 1.00, so nothing may be refused.
    const failures = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason] : [],
    );
    expect(failures).toEqual([]);
    expect(await balanceOf(database.db, left.accounts.wallet.id)).toBe(5_000n);
    expect(await balanceOf(database.db, right.accounts.wallet.id)).toBe(5_000n);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });
});
