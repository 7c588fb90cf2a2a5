import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, onTestFinished, test } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { createTestDatabase, testDriver } from '../helpers/database.ts';

// Only a PostgreSQL server ends connections from outside; this file runs in the PostgreSQL pass.
describe.runIf(testDriver === 'postgres')('a PostgreSQL connection ended under the app', () => {
  test('inside a transaction: that transaction fails, the process lives, the pool goes on', async () => {
    const created = await createTestDatabase();
    onTestFinished(() => created.dispose());
    const url = new URL(created.url ?? '');
    const name = `kapital_cut_${process.pid}_${Date.now()}`;
    url.searchParams.set('application_name', name);
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    onTestFinished(() => database.close());

    const cut = async () => {
      const admin = new pg.Client({ connectionString: created.url });
      await admin.connect();
      try {
        // The function in the select list runs only for the rows the filter keeps.
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [name],
        );
      } finally {
        await admin.end();
      }
    };
    const outcome = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // Idle in the transaction, checked out of the pool, when PostgreSQL ends it.
      await cut();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 2`);
    });
    await expect(outcome).rejects.toThrow();
    const result = (await database.db.execute(sql`select 3 as three`)) as unknown as {
      rows: Array<{ three: number }>;
    };
    expect(result.rows).toEqual([{ three: 3 }]);
  });
});
