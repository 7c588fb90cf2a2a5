import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { createInProcessEventBus } from '../../src/platform/events/event-bus.ts';
import { checkLedger, createLedger, type Ledger } from '../../src/platform/ledger/index.ts';
import { userShard } from '../../src/platform/ledger/ledger.ts';
import { createTestDatabase, testDriver } from '../helpers/database.ts';
import { createUserWithAccounts, fund } from '../helpers/ledger-fixtures.ts';

let database: Database & { dispose(): Promise<void> };
let ledger: Ledger;

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = createLedger(database.db, createInProcessEventBus());
});
afterAll(async () => {
  await database.dispose();
});

describe(`system account shards (${testDriver})`, () => {
  it('serve each user through one shard of every kind, and spread users over all sixteen', async () => {
    const shards = new Set<number>();
    for (let index = 0; index < 200; index += 1) {
      const userId = randomUUID();
      const hold = await ledger.systemAccount('hold', undefined, userId);
      const world = await ledger.systemAccount('world', undefined, userId);
      expect(hold.shard).toBe(userShard(userId, 16));
      expect(world.shard).toBe(hold.shard);
      expect(hold.kind).toBe('hold');
      shards.add(hold.shard);
    }
    expect(shards.size).toBe(16);
    expect((await ledger.systemAccount('hold')).shard).toBe(0);
  });

  it('keep a kind whole: its balance is the sum of its shards, and the ledger stays consistent', async () => {
    const people = await Promise.all(
      Array.from({ length: 6 }, () => createUserWithAccounts(database.db, ledger, 'sharded')),
    );
    const before = await ledger.systemBalance('world');
    for (const person of people) {
      const world = await ledger.systemAccount('world', undefined, person.userId);
      await ledger.run((uow) =>
        ledger.transfer(uow, {
          debitAccountId: world.id,
          creditAccountId: person.accounts.wallet.id,
          amount: 1_00n,
          kind: 'test.fund',
          idempotencyKey: `shard-fund:${person.userId}`,
        }),
      );
    }
    expect(await ledger.systemBalance('world')).toBe(before - 6_00n);
    expect((await checkLedger(database.db)).breaches).toEqual([]);
  });

  it('ledger:check names a corrupted shard, and a hold that no pending withdrawal explains', async () => {
    const person = await createUserWithAccounts(database.db, ledger, 'corrupt');
    await fund(ledger, person.accounts.wallet.id, 10_00n);
    const shard = await ledger.systemAccount('house', undefined, person.userId);
    await database.db.execute(
      sql`update accounts set balance = balance + 5 where id = ${shard.id}`,
    );
    try {
      const { breaches } = await checkLedger(database.db);
      expect(breaches).toContain(
        `Account ${shard.id} holds ${shard.balance + 5n} but its transfers sum to ${shard.balance}`,
      );
      expect(breaches).toContain('Balances sum to 5, not 0');
    } finally {
      await database.db.execute(
        sql`update accounts set balance = balance - 5 where id = ${shard.id}`,
      );
    }

    const hold = await ledger.systemAccount('hold', undefined, person.userId);
    await ledger.run((uow) =>
      ledger.transfer(uow, {
        debitAccountId: person.accounts.wallet.id,
        creditAccountId: hold.id,
        amount: 3_00n,
        kind: 'test.stray-hold',
        idempotencyKey: `stray-hold:${person.userId}`,
      }),
    );
    const { breaches } = await checkLedger(database.db);
    expect(breaches.some((line) => line.startsWith('The hold holds'))).toBe(true);
    await ledger.run((uow) =>
      ledger.transfer(uow, {
        debitAccountId: hold.id,
        creditAccountId: person.accounts.wallet.id,
        amount: 3_00n,
        kind: 'test.stray-hold',
        idempotencyKey: `stray-hold:${person.userId}:back`,
      }),
    );
    expect((await checkLedger(database.db)).breaches).toEqual([]);
  });
});

describe('migration 0009 on a ledger from before shards', () => {
  it('moves what shard 0 held for each user into their shard, by transfers, and the ledger stays whole', async () => {
    const real = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
    const before = mkdtempSync(path.join(tmpdir(), 'kapital-migrations-'));
    cpSync(real, before, { recursive: true });
    const journalPath = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: { tag: string }[];
    };
    journal.entries = journal.entries.filter((entry) => entry.tag < '0009');
    writeFileSync(journalPath, JSON.stringify(journal));

    const client = new PGlite();
    const db = drizzle({ client, schema, casing: 'snake_case' });
    try {
      await migrate(db, { migrationsFolder: before });
      // Three users with a pending withdrawal each, held (as then) in the one hold row.
      const users = ['alice-0009', 'bob-0009', 'carol-0009'];
      for (const [index, id] of users.entries()) {
        await db.execute(sql`
          insert into "user" (id, name, email, user_name)
          values (${id}, ${id}, ${`${id}@example.test`}, ${id})`);
        const amount = BigInt(index + 1) * 10_00n;
        await db.execute(sql`
          insert into withdrawals (id, user_id, source, amount, fee, net, bank, currency, rate,
                                   status, created_at)
          values (${randomUUID()}, ${id}, 'wallet', ${amount}, 0, ${amount}, '{}'::jsonb, 'USD',
                  '1', 'pending', now())`);
        // Straight from the outside world, which may go negative: only the hold matters here.
        await db.execute(sql`
          insert into transfers (debit_account_id, credit_account_id, amount, kind, idempotency_key)
          select w.id, h.id, ${amount}, 'withdrawal.hold', ${`old-hold:${id}`}
          from accounts w, accounts h
          where w.owner_id is null and w.kind = 'world' and h.owner_id is null and h.kind = 'hold'`);
        await db.execute(sql`
          update accounts set balance = balance + (case kind when 'hold' then ${amount}::bigint
                                                            else -${amount}::bigint end)
          where owner_id is null and kind in ('hold', 'world')`);
      }

      await migrate(db, { migrationsFolder: real });
      // Each shard of the hold holds exactly its users' pending withdrawals now.
      const expected = new Map<number, bigint>();
      for (const [index, id] of users.entries()) {
        const shard = userShard(id, 16);
        expected.set(shard, (expected.get(shard) ?? 0n) + BigInt(index + 1) * 10_00n);
      }
      const held = await queryRows<{ shard: number; balance: string }>(
        db as never,
        sql`select shard, balance::text from accounts
            where owner_id is null and kind = 'hold' order by shard`,
      );
      expect(held).toHaveLength(16);
      for (const row of held) {
        expect(BigInt(row.balance), `shard ${row.shard}`).toBe(expected.get(row.shard) ?? 0n);
      }
      const [moves] = await queryRows<{ count: number }>(
        db as never,
        sql`select count(*)::int as count from transfers where kind = 'ledger.reshard'`,
      );
      expect(moves?.count).toBe([...expected.keys()].filter((shard) => shard !== 0).length);
      const { breaches } = await checkLedger(db as never);
      expect(breaches).toEqual([]);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
