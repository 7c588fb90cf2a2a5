import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers share the PostgreSQL dialect; code is written once against this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same query surface as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The PostgreSQL URL, when the driver is postgres (LISTEN/NOTIFY needs its own connection). */
  url: string | undefined;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory, to start other databases from (tests). */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections now (metrics). */
  poolUse?(): PoolUse;
}

export interface PoolUse {
  /** Connections open, idle among them, and requests waiting for one. */
  open: number;
  idle: number;
  waiting: number;
  max: number;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it PGlite runs embedded. */
  url?: string | undefined;
  /** Where PGlite keeps its files; undefined keeps it in memory (tests). */
  pgliteDir?: string | undefined;
  poolSize?: number;
  /** PGlite only: start from this data directory dump instead of an empty database. */
  pgliteTemplate?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.pgliteDir, options.pgliteTemplate);
}

async function openPglite(dir: string | undefined, template: Blob | undefined): Promise<Database> {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  const client = new PGlite(dir, template ? { loadDataDir: template } : {});
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    url: undefined,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** Any fixed number: several instances starting at once take turns to migrate. */
const MIGRATION_LOCK_ID = 7_270_016;

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  // The pool listens for that only while a client is idle: a connection that PostgreSQL ends
  // while it is checked out (inside a transaction, between two statements) would emit 'error'
  // to nobody and end the process. Heard here, the statement under way fails instead, and the
  // pool drops the dead client when it is released (the fault suite found this, decision 040).
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    url,
    async migrate() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end();
      }
    },
    close: () => pool.end(),
    poolUse: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
  };
}

export async function isReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * A prepared statement built on its first use with each database and reused after: for the
 * queries every request runs, where building the query costs more CPU than running it.
 */
export function preparedPerDatabase<Statement>(
  build: (db: Db) => Statement,
): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/** Raw SQL rows; both drivers answer execute() with `{ rows }`. */
export async function queryRows<Row>(db: Db | Tx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
