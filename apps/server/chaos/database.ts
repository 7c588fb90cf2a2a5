/** The run's own PostgreSQL database, and plain SQL on it (reconciliation reads with pg). */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ChaosDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Runs one statement on `url` with a connection of its own. */
export async function sqlOn<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  statement: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url, application_name: 'kapital-chaos' });
  await client.connect();
  try {
    return (await client.query<Row>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `create database kapital_chaos_<random>[suffix]` on the server of `serverUrl`. */
export async function freshDatabase(serverUrl: string, suffix = ''): Promise<ChaosDatabase> {
  const name = `kapital_chaos_${randomBytes(4).toString('hex')}${suffix}`;
  await sqlOn(serverUrl, `create database ${name}`);
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await sqlOn(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
