import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { createInProcessEventBus } from '../../src/platform/events/event-bus.ts';
import { checkLedger, createLedger } from '../../src/platform/ledger/index.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { allBalances, createUserWithAccounts, fund } from '../helpers/ledger-fixtures.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

let database: Database & { dispose(): Promise<void> };

beforeAll(async () => {
  if (serverUrl) database = await createTestDatabase();
});

afterAll(async () => {
  await database?.dispose();
});

/** Names the sessions of the load, so that the test can wait for their end. */
const LOAD_APPLICATION = 'kapital_crossing_transfers';

/** PostgreSQL's count of deadlocks it broke in one database, once the load's sessions ended. */
async function deadlocksIn(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // A session hands over its statistics when it ends: wait for all of the load's to be gone.
    await expect
      .poll(
        async () =>
          (
            await admin.query<{ sessions: number }>(
              `select count(*)::int as sessions from pg_stat_activity
               where datname = $1 and application_name = $2`,
              [name, LOAD_APPLICATION],
            )
          ).rows[0]?.sessions,
      )
      .toBe(0);
    await admin.query('select pg_stat_clear_snapshot()');
    const { rows } = await admin.query<{ deadlocks: string }>(
      'select deadlocks::text from pg_stat_database where datname = $1',
      [name],
    );
    return Number(rows[0]?.deadlocks ?? Number.NaN);
  } finally {
    await admin.end();
  }
}

// Retries hide a deadlock from the caller (inTransaction tries three times), but each one costs
// a second of PostgreSQL's deadlock_timeout: a transfer that locks its two accounts in whatever
// order the plan reads them halves the ledger's throughput under load. Only PostgreSQL counts.
describe.runIf(serverUrl)('transfer() under load on PostgreSQL', { timeout: 60_000 }, () => {
  it('locks accounts in one order: transfers every way among a few wallets never deadlock', async () => {
    const url = database.url ?? '';
    const wallets: number[] = [];
    const setUpLedger = createLedger(database.db, createInProcessEventBus());
    for (const label of ['a', 'b', 'c', 'd', 'e']) {
      const { accounts } = await createUserWithAccounts(database.db, setUpLedger, label);
      await fund(setUpLedger, accounts.wallet.id, 1_000_000n);
      wallets.push(accounts.wallet.id);
    }
    const before = await allBalances(database.db);

    // Its own sessions, so that ending them hands PostgreSQL's count over before it is read.
    const loadUrl = new URL(url);
    loadUrl.searchParams.set('application_name', LOAD_APPLICATION);
    const loaded = await openDatabase({ url: loadUrl.toString(), poolSize: 20 });
    const ledger = createLedger(loaded.db, createInProcessEventBus());
    const runId = randomUUID();
    let next = 0;
    const failures: unknown[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let index = next++; index < 300; index = next++) {
          const from = wallets[index % wallets.length] ?? 0;
          const to = wallets[(index * 7 + 3) % wallets.length] ?? 0;
          if (from === to) continue;
          await ledger
            .run((uow) =>
              ledger.transfer(uow, {
                debitAccountId: from,
                creditAccountId: to,
                amount: 1n + BigInt(index % 50),
                kind: 'test.crossing',
                idempotencyKey: `crossing:${runId}:${index}`,
              }),
            )
            .catch((error: unknown) => failures.push(error));
        }
      }),
    );
    await loaded.close();

    expect(failures).toEqual([]);
    expect(await deadlocksIn(url)).toBe(0);
    const after = await allBalances(database.db);
    const total = (balances: Map<number, bigint>) =>
      wallets.reduce((sum, id) => sum + (balances.get(id) ?? 0n), 0n);
    expect(total(after)).toBe(total(before));
    expect((await checkLedger(database.db)).breaches).toEqual([]);
  });
});
