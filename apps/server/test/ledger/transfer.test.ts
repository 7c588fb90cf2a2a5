import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../src/db/client.ts';
import {
  createInProcessEventBus,
  type DomainEvent,
  type EventBus,
} from '../../src/platform/events/event-bus.ts';
import {
  type Account,
  checkLedger,
  createLedger,
  IdempotencyConflictError,
  InsufficientFundsError,
  type Ledger,
  type LedgerCheckResult,
  type TransferInput,
} from '../../src/platform/ledger/index.ts';
import { createTestDatabase } from '../helpers/database.ts';
import {
  allBalances,
  balanceOf,
  countTransfers,
  createUserWithAccounts,
  fund,
  sqlRefusal,
} from '../helpers/ledger-fixtures.ts';

let database: Database & { dispose(): Promise<void> };
let events: EventBus;
let ledger: Ledger;

beforeAll(async () => {
  database = await createTestDatabase();
  events = createInProcessEventBus();
  ledger = createLedger(database.db, events);
});

afterAll(async () => {
  await events.close();
  await database.dispose();
});

const key = (label: string) => `${label}:${randomUUID()}`;

function move(
  debit: Account,
  credit: Account,
  amount: bigint,
  overrides: Partial<TransferInput> = {},
): TransferInput {
  return {
    debitAccountId: debit.id,
    creditAccountId: credit.id,
    amount,
    kind: 'test.move',
    idempotencyKey: key('move'),
    ...overrides,
  };
}

/** Two users, the first with 100.00 in its wallet. */
async function twoUsers() {
  const alice = await createUserWithAccounts(database.db, ledger, 'alice');
  const bob = await createUserWithAccounts(database.db, ledger, 'bob');
  await fund(ledger, alice.accounts.wallet.id, 10_000n);
  return { alice, bob };
}

/** Runs `attempt`, which must throw, and proves the ledger is exactly as it was before. */
async function expectRefusedWithoutWrites(attempt: () => Promise<unknown>): Promise<unknown> {
  const balancesBefore = await allBalances(database.db);
  const transfersBefore = await countTransfers(database.db);
  let caught: unknown;
  try {
    await attempt();
  } catch (error) {
    caught = error;
  }
  expect(caught, 'the attempt should have been refused').toBeDefined();
  expect(await countTransfers(database.db)).toBe(transfersBefore);
  expect(await allBalances(database.db)).toEqual(balancesBefore);
  return caught;
}

describe('transfer()', () => {
  it('moves the amount from the debit account to the credit account', async () => {
    const { alice, bob } = await twoUsers();
    const input = move(alice.accounts.wallet, bob.accounts.wallet, 2_550n, {
      kind: 'test.gift',
      reference: 'gift:1',
      metadata: { note: 'lunch' },
    });

    const result = await ledger.run((uow) => ledger.transfer(uow, input));

    expect(result.replayed).toBe(false);
    expect(result.transfer).toMatchObject({
      debitAccountId: alice.accounts.wallet.id,
      creditAccountId: bob.accounts.wallet.id,
      amount: 2_550n,
      kind: 'test.gift',
      reference: 'gift:1',
      idempotencyKey: input.idempotencyKey,
      metadata: { note: 'lunch' },
    });
    expect(await balanceOf(database.db, alice.accounts.wallet.id)).toBe(7_450n);
    expect(await balanceOf(database.db, bob.accounts.wallet.id)).toBe(2_550n);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('lets a user spend the whole balance down to exactly zero', async () => {
    const { alice, bob } = await twoUsers();
    await ledger.run((uow) =>
      ledger.transfer(uow, move(alice.accounts.wallet, bob.accounts.bonus, 10_000n)),
    );
    expect(await balanceOf(database.db, alice.accounts.wallet.id)).toBe(0n);
    expect(await balanceOf(database.db, bob.accounts.bonus.id)).toBe(10_000n);
  });

  it.each([0n, -1n, -10_000n])('refuses amount %s and writes nothing', async (amount) => {
    const { alice, bob } = await twoUsers();
    const error = await expectRefusedWithoutWrites(() =>
      ledger.run((uow) =>
        ledger.transfer(uow, move(alice.accounts.wallet, bob.accounts.wallet, amount)),
      ),
    );
    expect(error).toBeInstanceOf(RangeError);
  });

  it('refuses a transfer from an account to itself and writes nothing', async () => {
    const { alice } = await twoUsers();
    const error = await expectRefusedWithoutWrites(() =>
      ledger.run((uow) =>
        ledger.transfer(uow, move(alice.accounts.wallet, alice.accounts.wallet, 100n)),
      ),
    );
    expect(error).toBeInstanceOf(RangeError);
  });

  it('refuses a transfer to an account that does not exist and writes nothing', async () => {
    const { alice } = await twoUsers();
    const ghost = { ...alice.accounts.wallet, id: 2_000_000_000 };
    await expectRefusedWithoutWrites(() =>
      ledger.run((uow) => ledger.transfer(uow, move(alice.accounts.wallet, ghost, 100n))),
    );
  });

  it('never takes a user account below zero', async () => {
    const { alice, bob } = await twoUsers();
    const error = await expectRefusedWithoutWrites(() =>
      ledger.run((uow) =>
        ledger.transfer(uow, move(alice.accounts.wallet, bob.accounts.wallet, 10_001n)),
      ),
    );
    expect(error).toBeInstanceOf(InsufficientFundsError);
    expect(error).toMatchObject({ statusCode: 422, code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(database.db, alice.accounts.wallet.id)).toBe(10_000n);
  });

  it('refuses to overdraw a system account that may not go negative', async () => {
    const { bob } = await twoUsers();
    const fees = await ledger.systemAccount('fees');
    const feesBalance = await balanceOf(database.db, fees.id);
    const error = await expectRefusedWithoutWrites(() =>
      ledger.run((uow) => ledger.transfer(uow, move(fees, bob.accounts.wallet, feesBalance + 1n))),
    );
    expect(error).toBeInstanceOf(InsufficientFundsError);
  });

  it.each(['world', 'house', 'demo_issuer'] as const)(
    'lets the %s system account go negative',
    async (kind) => {
      const { bob } = await twoUsers();
      const system = await ledger.systemAccount(kind);
      expect(system.allowNegative).toBe(true);
      const before = await balanceOf(database.db, system.id);
      const amount = before + 123_456n;

      await ledger.run((uow) => ledger.transfer(uow, move(system, bob.accounts.demo, amount)));

      expect(await balanceOf(database.db, system.id)).toBe(-123_456n);
      expect(await balanceOf(database.db, bob.accounts.demo.id)).toBe(amount);
      expect((await checkLedger(database.db)).ok).toBe(true);
    },
  );
});

describe('idempotency', () => {
  it('applies a key once; a second call replays the first transfer', async () => {
    const { alice, bob } = await twoUsers();
    const input = move(alice.accounts.wallet, bob.accounts.wallet, 1_000n);
    const transfersBefore = await countTransfers(database.db);

    const first = await ledger.run((uow) => ledger.transfer(uow, input));
    const second = await ledger.run((uow) => ledger.transfer(uow, { ...input }));

    expect(first.replayed).toBe(false);
    expect(second.replayed).toBe(true);
    expect(second.transfer).toEqual(first.transfer);
    expect(await countTransfers(database.db)).toBe(transfersBefore + 1);
    expect(await balanceOf(database.db, alice.accounts.wallet.id)).toBe(9_000n);
    expect(await balanceOf(database.db, bob.accounts.wallet.id)).toBe(1_000n);
  });

  it('replays inside the same transaction too', async () => {
    const { alice, bob } = await twoUsers();
    const input = move(alice.accounts.wallet, bob.accounts.wallet, 1_000n);
    const [first, second] = await ledger.run(async (uow) => [
      await ledger.transfer(uow, input),
      await ledger.transfer(uow, input),
    ]);
    expect(first?.replayed).toBe(false);
    expect(second?.replayed).toBe(true);
    expect(second?.transfer.id).toBe(first?.transfer.id);
    expect(await balanceOf(database.db, alice.accounts.wallet.id)).toBe(9_000n);
  });

  it('replays the first result even when the balance could no longer pay for it', async () => {
    const { alice, bob } = await twoUsers();
    const input = move(alice.accounts.wallet, bob.accounts.wallet, 6_000n);
    const first = await ledger.run((uow) => ledger.transfer(uow, input));

    const retried = await ledger.run((uow) => ledger.transfer(uow, input));

    expect(retried).toEqual({ transfer: first.transfer, replayed: true });
    expect(await balanceOf(database.db, alice.accounts.wallet.id)).toBe(4_000n);
  });

  it.each(['amount', 'credit account', 'debit account'] as const)(
    'refuses the same key with a different %s and writes nothing',
    async (difference) => {
      const { alice, bob } = await twoUsers();
      await fund(ledger, alice.accounts.bonus.id, 5_000n);
      const input = move(alice.accounts.wallet, bob.accounts.wallet, 1_000n);
      await ledger.run((uow) => ledger.transfer(uow, input));
      const changed: TransferInput = {
        ...input,
        ...(difference === 'amount' && { amount: 999n }),
        ...(difference === 'credit account' && { creditAccountId: bob.accounts.profit.id }),
        ...(difference === 'debit account' && { debitAccountId: alice.accounts.bonus.id }),
      };

      const error = await expectRefusedWithoutWrites(() =>
        ledger.run((uow) => ledger.transfer(uow, changed)),
      );

      expect(error).toBeInstanceOf(IdempotencyConflictError);
      expect(error).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_CONFLICT' });
      expect(await balanceOf(database.db, alice.accounts.wallet.id)).toBe(9_000n);
      expect(await balanceOf(database.db, bob.accounts.wallet.id)).toBe(1_000n);
    },
  );

  it('does not spend the key of a refused transfer', async () => {
    const { alice, bob } = await twoUsers();
    const input = move(alice.accounts.wallet, bob.accounts.wallet, 15_000n);
    await expect(ledger.run((uow) => ledger.transfer(uow, input))).rejects.toBeInstanceOf(
      InsufficientFundsError,
    );

    await fund(ledger, alice.accounts.wallet.id, 5_000n);
    const result = await ledger.run((uow) => ledger.transfer(uow, input));

    expect(result.replayed).toBe(false);
    expect(await balanceOf(database.db, alice.accounts.wallet.id)).toBe(0n);
    expect(await balanceOf(database.db, bob.accounts.wallet.id)).toBe(15_000n);
  });
});

describe('ledger.run()', () => {
  it('looks accounts up inside the transaction it was given', async () => {
    const alice = await createUserWithAccounts(database.db, ledger, 'alice');
    // A fresh ledger has no cached system account, so this really reads inside the transaction.
    const fresh = createLedger(database.db, events);
    const found = await fresh.run(async (uow) => ({
      hold: await fresh.systemAccount('hold', uow),
      wallet: (await fresh.userAccounts(alice.userId, uow)).wallet,
    }));
    expect(found.hold.kind).toBe('hold');
    expect(found.wallet.id).toBe(alice.accounts.wallet.id);
  });

  it('commits several transfers together', async () => {
    const { alice, bob } = await twoUsers();
    const fees = await ledger.systemAccount('fees');
    const feesBefore = await balanceOf(database.db, fees.id);
    await ledger.run(async (uow) => {
      await ledger.transfer(uow, move(alice.accounts.wallet, bob.accounts.wallet, 5_000n));
      await ledger.transfer(uow, move(alice.accounts.wallet, fees, 100n));
    });
    expect(await balanceOf(database.db, alice.accounts.wallet.id)).toBe(4_900n);
    expect(await balanceOf(database.db, bob.accounts.wallet.id)).toBe(5_000n);
    expect(await balanceOf(database.db, fees.id)).toBe(feesBefore + 100n);
  });

  it('rolls the first transfer back when the second is refused', async () => {
    const { alice, bob } = await twoUsers();
    const firstKey = key('first');
    const error = await expectRefusedWithoutWrites(() =>
      ledger.run(async (uow) => {
        await ledger.transfer(
          uow,
          move(alice.accounts.wallet, bob.accounts.wallet, 6_000n, { idempotencyKey: firstKey }),
        );
        // Alice now holds 40.00: the second movement overdraws her.
        await ledger.transfer(uow, move(alice.accounts.wallet, bob.accounts.profit, 5_000n));
      }),
    );
    expect(error).toBeInstanceOf(InsufficientFundsError);
    expect(await balanceOf(database.db, alice.accounts.wallet.id)).toBe(10_000n);
    expect(await balanceOf(database.db, bob.accounts.wallet.id)).toBe(0n);

    // The rolled-back key is free again: applying it now is not a replay.
    const again = await ledger.run((uow) =>
      ledger.transfer(
        uow,
        move(alice.accounts.wallet, bob.accounts.wallet, 6_000n, { idempotencyKey: firstKey }),
      ),
    );
    expect(again.replayed).toBe(false);
  });

  it('rolls every transfer back when the surrounding work throws', async () => {
    const { alice, bob } = await twoUsers();
    const error = await expectRefusedWithoutWrites(() =>
      ledger.run(async (uow) => {
        await ledger.transfer(uow, move(alice.accounts.wallet, bob.accounts.wallet, 1_000n));
        await ledger.transfer(uow, move(bob.accounts.wallet, alice.accounts.profit, 500n));
        throw new Error('the business rule after the transfers failed');
      }),
    );
    expect(error).toHaveProperty('message', 'the business rule after the transfers failed');
  });
});

describe('balance events', () => {
  let received: DomainEvent[];
  let unsubscribe: () => void;

  beforeEach(() => {
    received = [];
    unsubscribe = events.subscribe((event) => received.push(event));
  });

  afterEach(() => unsubscribe());

  it('publishes the new balances of user accounts after commit, not before', async () => {
    const { alice, bob } = await twoUsers();
    received.length = 0;
    let seenInsideTransaction = -1;

    await ledger.run(async (uow) => {
      await ledger.transfer(uow, move(alice.accounts.wallet, bob.accounts.bonus, 1_234n));
      seenInsideTransaction = received.length;
    });

    expect(seenInsideTransaction).toBe(0);
    expect(received).toHaveLength(2);
    expect(received).toEqual(
      expect.arrayContaining([
        { type: 'balance', userId: alice.userId, account: 'wallet', balance: '87.66' },
        { type: 'balance', userId: bob.userId, account: 'bonus', balance: '12.34' },
      ]),
    );
  });

  it('publishes nothing for system accounts', async () => {
    const { bob } = await twoUsers();
    received.length = 0;
    const house = await ledger.systemAccount('house');
    await ledger.run((uow) => ledger.transfer(uow, move(house, bob.accounts.profit, 50n)));
    expect(received).toEqual([
      { type: 'balance', userId: bob.userId, account: 'profit', balance: '0.50' },
    ]);
  });

  it('publishes nothing when the transaction rolls back', async () => {
    const { alice, bob } = await twoUsers();
    received.length = 0;
    await expect(
      ledger.run(async (uow) => {
        await ledger.transfer(uow, move(alice.accounts.wallet, bob.accounts.wallet, 1_000n));
        await ledger.transfer(uow, move(alice.accounts.wallet, bob.accounts.wallet, 9_001n));
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(received).toEqual([]);
  });

  it('publishes nothing for a replay', async () => {
    const { alice, bob } = await twoUsers();
    const input = move(alice.accounts.wallet, bob.accounts.wallet, 1_000n);
    await ledger.run((uow) => ledger.transfer(uow, input));
    received.length = 0;
    await ledger.run((uow) => ledger.transfer(uow, input));
    expect(received).toEqual([]);
  });
});

describe('immutability and constraints', () => {
  it('refuses UPDATE and DELETE on transfers', async () => {
    const { alice, bob } = await twoUsers();
    const { transfer } = await ledger.run((uow) =>
      ledger.transfer(uow, move(alice.accounts.wallet, bob.accounts.wallet, 1_000n)),
    );

    const update = await sqlRefusal(() =>
      database.db.execute(sql`update transfers set amount = 1 where id = ${transfer.id}`),
    );
    expect(update.message).toContain('transfers are immutable');
    const remove = await sqlRefusal(() =>
      database.db.execute(sql`delete from transfers where id = ${transfer.id}`),
    );
    expect(remove.message).toContain('transfers are immutable');

    const rows = await database.db.execute(
      sql`select amount::text from transfers where id = ${transfer.id}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ amount: '1000' }]);
  });

  it('refuses a negative balance on a user account at the database (CHECK constraint)', async () => {
    const { alice } = await twoUsers();
    const refusal = await sqlRefusal(() =>
      database.db.execute(
        sql`update accounts set balance = -1 where id = ${alice.accounts.wallet.id}`,
      ),
    );
    expect(refusal.state).toBe('23514');
    expect(refusal.message).toContain('accounts_balance_floor');
    expect(await balanceOf(database.db, alice.accounts.wallet.id)).toBe(10_000n);
  });

  it('refuses a second transfer row with the same idempotency key (unique index)', async () => {
    const { alice, bob } = await twoUsers();
    const { transfer } = await ledger.run((uow) =>
      ledger.transfer(uow, move(alice.accounts.wallet, bob.accounts.wallet, 1_000n)),
    );
    const refusal = await sqlRefusal(() =>
      database.db.execute(sql`
        insert into transfers (debit_account_id, credit_account_id, amount, kind, idempotency_key)
        values (${alice.accounts.wallet.id}, ${bob.accounts.wallet.id}, 1000, 'x',
                ${transfer.idempotencyKey})`),
    );
    expect(refusal.state).toBe('23505');
  });

  it('refuses zero amounts and self-transfers at the database too', async () => {
    const { alice, bob } = await twoUsers();
    const zero = await sqlRefusal(() =>
      database.db.execute(sql`
        insert into transfers (debit_account_id, credit_account_id, amount, kind, idempotency_key)
        values (${alice.accounts.wallet.id}, ${bob.accounts.wallet.id}, 0, 'x', ${key('zero')})`),
    );
    expect(zero.message).toContain('transfers_amount_positive');
    const self = await sqlRefusal(() =>
      database.db.execute(sql`
        insert into transfers (debit_account_id, credit_account_id, amount, kind, idempotency_key)
        values (${alice.accounts.wallet.id}, ${alice.accounts.wallet.id}, 5, 'x', ${key('self')})`),
    );
    expect(self.message).toContain('transfers_distinct_accounts');
  });
});

describe('checkLedger()', () => {
  // A database of its own, so the counts are exact; each corruption is rolled back afterwards.
  let scratch: Database & { dispose(): Promise<void> };
  let wallet: Account;
  let other: Account;

  beforeAll(async () => {
    scratch = await createTestDatabase();
    const scratchLedger = createLedger(scratch.db, createInProcessEventBus());
    wallet = (await createUserWithAccounts(scratch.db, scratchLedger, 'carol')).accounts.wallet;
    other = (await createUserWithAccounts(scratch.db, scratchLedger, 'dave')).accounts.wallet;
    await fund(scratchLedger, wallet.id, 10_000n);
    await scratchLedger.run((uow) => scratchLedger.transfer(uow, move(wallet, other, 2_500n)));
  });

  afterAll(async () => {
    await scratch.dispose();
  });

  const rollback = new Error('rollback');

  /** Corrupts the data inside a transaction, checks the ledger there, then rolls it all back. */
  async function checkAfter(corrupt: (tx: Tx) => Promise<unknown>): Promise<LedgerCheckResult> {
    let result: LedgerCheckResult | undefined;
    await expect(
      scratch.db.transaction(async (tx) => {
        await corrupt(tx);
        result = await checkLedger(tx);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    if (!result) throw new Error('checkLedger did not run');
    return result;
  }

  afterEach(async () => {
    expect((await checkLedger(scratch.db)).ok, 'the corruption was not rolled back').toBe(true);
  });

  it('reports a healthy ledger as ok, with its counts', async () => {
    const result = await checkLedger(scratch.db);
    // 7 system accounts of 16 shards each, and 2 users of 4 accounts.
    expect(result).toEqual({ ok: true, accounts: 120, transfers: 2, breaches: [] });
  });

  it('reports ok on the shared ledger after every other test in this file', async () => {
    const result = await checkLedger(database.db);
    expect(result.breaches).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.transfers).toBe(await countTransfers(database.db));
  });

  it('reports a balance changed without a transfer', async () => {
    const result = await checkAfter((tx) =>
      tx.execute(sql`update accounts set balance = balance + 500 where id = ${wallet.id}`),
    );
    expect(result).toEqual({
      ok: false,
      accounts: 120,
      transfers: 2,
      breaches: [
        'Balances sum to 500, not 0',
        `Account ${wallet.id} holds 8000 but its transfers sum to 7500`,
      ],
    });
  });

  it('reports money moved between balances without a transfer, though the sum is zero', async () => {
    const result = await checkAfter((tx) =>
      tx.execute(sql`
        update accounts set balance = balance + case when id = ${wallet.id} then -700 else 700 end
        where id in (${wallet.id}, ${other.id})`),
    );
    expect(result.ok).toBe(false);
    expect(result.breaches).toHaveLength(2);
    expect(result.breaches).toEqual(
      expect.arrayContaining([
        `Account ${wallet.id} holds 6800 but its transfers sum to 7500`,
        `Account ${other.id} holds 3200 but its transfers sum to 2500`,
      ]),
    );
  });

  it('reports a negative user balance once the CHECK constraint is out of the way', async () => {
    // The constraint refuses this (see above); dropping it shows the check is a second guard.
    const result = await checkAfter(async (tx) => {
      await tx.execute(sql`alter table accounts drop constraint accounts_balance_floor`);
      await tx.execute(sql`update accounts set balance = -100 where id = ${wallet.id}`);
    });
    expect(result.ok).toBe(false);
    expect(result.breaches).toContain(`Account ${wallet.id} may not go negative but holds -100`);
  });

  it('reports an idempotency key applied twice once the unique index is out of the way', async () => {
    const result = await checkAfter(async (tx) => {
      await tx.execute(sql`alter table transfers drop constraint transfers_idempotency_key_unique`);
      await tx.execute(sql`
        insert into transfers (debit_account_id, credit_account_id, amount, kind, idempotency_key)
        values (${wallet.id}, ${other.id}, 100, 'x', 'twice'),
               (${other.id}, ${wallet.id}, 100, 'x', 'twice')`);
    });
    expect(result).toMatchObject({ ok: false, transfers: 4 });
    expect(result.breaches).toEqual(['Idempotency key twice applied 2 times']);
  });
});
