import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';

/**
 * The database a test file runs on: a fresh in-memory PGlite, or, when TEST_DATABASE_URL points
 * at a PostgreSQL server, a fresh database created on it and dropped afterwards.
 */
export const testDriver: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL
  ? 'postgres'
  : 'pglite';

export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // A migrated template from the global setup: loading it takes a fraction of migrating anew.
    const templatePath = inject('pgliteTemplatePath');
    const pgliteTemplate = templatePath ? new Blob([await readFile(templatePath)]) : undefined;
    const database = await openDatabase({ pgliteTemplate });
    await database.migrate();
    return { ...database, dispose: () => database.close() };
  }
  const name = `kapital_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  await database.migrate();
  return {
    ...database,
    async dispose() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
