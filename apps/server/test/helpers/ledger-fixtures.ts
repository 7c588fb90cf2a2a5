import { randomUUID } from 'node:crypto';
import type { UserAccountKind } from '@kapital/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Db, queryRows } from '../../src/db/client.ts';
import { user } from '../../src/db/schema/index.ts';
import { sqlState } from '../../src/platform/http/app-error.ts';
import { type Account, checkLedger, type Ledger } from '../../src/platform/ledger/index.ts';

/** Inserts a user row; the database trigger gives it wallet, bonus, profit and demo accounts. */
export async function createUser(db: Db, label = 'user'): Promise<string> {
  const id = `${label}-${randomUUID()}`;
  await db.insert(user).values({
    id,
    name: label,
    email: `${id}@example.test`,
    userName: id,
  });
  return id;
}

/** A user plus its accounts, ready for transfers. */
export async function createUserWithAccounts(
  db: Db,
  ledger: Ledger,
  label?: string,
): Promise<{ userId: string; accounts: Record<UserAccountKind, Account> }> {
  const userId = await createUser(db, label);
  return { userId, accounts: await ledger.userAccounts(userId) };
}

/** Credits an account from the outside world, the way a deposit would. */
export async function fund(ledger: Ledger, accountId: number, amount: bigint): Promise<void> {
  const world = await ledger.systemAccount('world');
  await ledger.run((uow) =>
    ledger.transfer(uow, {
      debitAccountId: world.id,
      creditAccountId: accountId,
      amount,
      kind: 'test.fund',
      idempotencyKey: `fund:${randomUUID()}`,
    }),
  );
}

/** Credits a user's wallet from the world account. */
export async function fundWallet(ledger: Ledger, userId: string, amount: bigint): Promise<void> {
  const { wallet } = await ledger.userAccounts(userId);
  await fund(ledger, wallet.id, amount);
}

/** The stored balance of one account, read straight from the table (a system account: all shards). */
export async function balanceOf(db: Db, accountId: number): Promise<bigint> {
  // A system account's balance is its kind's, summed over its shards (decision 022).
  const rows = await queryRows<{ balance: string }>(
    db,
    sql`
    select (case when a.owner_id is null
              then (select sum(s.balance) from accounts s
                    where s.owner_id is null and s.kind = a.kind)
              else a.balance end)::text as balance
    from accounts a where a.id = ${accountId}`,
  );
  const row = rows[0];
  if (!row) throw new Error(`No account ${accountId}`);
  return BigInt(row.balance);
}

/**
 * Every balance by account id; a system account is one entry under its shard 0's id, the sum of
 * its shards (as balanceOf reads it).
 */
export async function allBalances(db: Db): Promise<Map<number, bigint>> {
  const rows = await queryRows<{ id: string; balance: string }>(
    db,
    sql`
    select id::text, balance::text from accounts where owner_id is not null
    union all
    select min(id) filter (where shard = 0)::text, sum(balance)::text from accounts
    where owner_id is null group by kind
    order by 1`,
  );
  return new Map(rows.map((row) => [Number(row.id), BigInt(row.balance)]));
}

export async function countTransfers(db: Db): Promise<number> {
  const rows = await queryRows<{ n: string }>(db, sql`select count(*)::text as n from transfers`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Empties the ledger between property-test runs without a new database. TRUNCATE does not fire
 * the row-level trigger that keeps transfers immutable, which is exactly why only tests use it.
 */
export async function resetLedger(db: Db): Promise<void> {
  await db.execute(sql`truncate table transfers`);
  await db.execute(sql`update accounts set balance = 0 where balance <> 0`);
}

/** Runs a statement that must fail and returns the database's SQLSTATE and message. */
export async function sqlRefusal(run: () => Promise<unknown>): Promise<{
  state: string | undefined;
  message: string;
}> {
  try {
    await run();
  } catch (error) {
    const messages: string[] = [];
    let current: unknown = error;
    for (let depth = 0; current instanceof Error && depth < 4; depth += 1) {
      messages.push(current.message);
      current = current.cause;
    }
    return { state: sqlState(error), message: messages.join(' <- ') };
  }
  throw new Error('The statement was expected to fail but succeeded');
}

/** The ledger check finds nothing wrong: no breach listed, and the check says so. */
export async function expectLedgerHolds(db: Db): Promise<void> {
  const check = await checkLedger(db);
  expect(check.breaches).toEqual([]);
  expect(check.ok).toBe(true);
}
