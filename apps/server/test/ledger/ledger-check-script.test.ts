import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { createInProcessEventBus } from '../../src/platform/events/event-bus.ts';
import { createLedger } from '../../src/platform/ledger/index.ts';
import { createTestDatabase, testDriver } from '../helpers/database.ts';
import { createUserWithAccounts, fund } from '../helpers/ledger-fixtures.ts';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
const script = path.join(serverDir, 'src/scripts/ledger-check.ts');

interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run ledger:check`'s command as its own process with only the given settings: the
 * test runner's environment (Vite's BASE_URL, a developer's DATABASE_URL) must not leak in.
 */
function runLedgerCheck(settings: { DATA_DIR: string; DATABASE_URL?: string }): Promise<ScriptRun> {
  const { PATH, HOME, TMPDIR } = process.env;
  const env: NodeJS.ProcessEnv = { PATH, HOME, TMPDIR, NODE_ENV: 'test', ...settings };
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', script], { cwd: serverDir, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Creates two users and moves some money: 120 accounts (7 system accounts of 16 shards, 2 users
 * of 4), 2 transfers. Returns a wallet id.
 */
async function populate(db: Parameters<typeof createLedger>[0]): Promise<number> {
  const ledger = createLedger(db, createInProcessEventBus());
  const payer = await createUserWithAccounts(db, ledger, 'payer');
  const payee = await createUserWithAccounts(db, ledger, 'payee');
  await fund(ledger, payer.accounts.wallet.id, 10_000n);
  await ledger.run((uow) =>
    ledger.transfer(uow, {
      debitAccountId: payer.accounts.wallet.id,
      creditAccountId: payee.accounts.wallet.id,
      amount: 2_500n,
      kind: 'test.move',
      idempotencyKey: 'script:move',
    }),
  );
  return payer.accounts.wallet.id;
}

const tempDirs: string[] = [];

async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kapital-ledger-check-'));
  tempDirs.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('npm run ledger:check on PGlite in DATA_DIR', () => {
  let dataDir: string;
  let firstRun: ScriptRun;
  let walletId: number;

  beforeAll(async () => {
    // The first run meets an empty DATA_DIR: it creates and migrates the database itself.
    // Reusing that database afterwards spares a second, slow PGlite initdb on disk.
    dataDir = await tempDataDir();
    firstRun = await runLedgerCheck({ DATA_DIR: dataDir });
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      await database.migrate();
      walletId = await populate(database.db);
    } finally {
      await database.close();
    }
  });

  it('creates and checks a fresh database, exit code 0', () => {
    expect(firstRun.stdout).toContain(`Ledger check on PGlite ${path.join(dataDir, 'pglite')}`);
    expect(firstRun.stdout).toContain('112 accounts, 0 transfers');
    expect(firstRun.stdout).toContain('OK:');
    expect(firstRun.code).toBe(0);
  });

  it('summarises a healthy ledger, exit code 0', async () => {
    const run = await runLedgerCheck({ DATA_DIR: dataDir });
    expect(run.stdout).toContain('120 accounts, 2 transfers');
    expect(run.stdout).toContain('OK:');
    expect(run.stdout).not.toContain('FAILED');
    expect(run.code).toBe(0);
  });

  it('lists each breach of a corrupted ledger, exit code 1', async () => {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      await database.db.execute(
        sql`update accounts set balance = balance + 1 where id = ${walletId}`,
      );
    } finally {
      await database.close();
    }

    const run = await runLedgerCheck({ DATA_DIR: dataDir });

    expect(run.stdout).toContain('120 accounts, 2 transfers');
    expect(run.stdout).toContain('FAILED: 2 breaches');
    expect(run.stdout).toContain('- Balances sum to 1, not 0');
    expect(run.stdout).toContain(`- Account ${walletId} holds 7501 but its transfers sum to 7500`);
    expect(run.stdout).not.toContain('OK:');
    expect(run.code).toBe(1);
  });

  it('exits 2 when it cannot reach the database at all', async () => {
    const run = await runLedgerCheck({
      DATA_DIR: await tempDataDir(),
      // Port 1 is never a PostgreSQL server.
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nowhere',
    });
    expect(run.stderr).toContain('Ledger check could not run');
    expect(run.code).toBe(2);
  });
});

describe.runIf(testDriver === 'postgres')('npm run ledger:check on DATABASE_URL', () => {
  it('checks the PostgreSQL database, exit 0 when healthy and 1 once corrupted', async () => {
    const database = await createTestDatabase();
    try {
      const url = database.url;
      if (!url) throw new Error('a PostgreSQL test database has a URL');
      const walletId = await populate(database.db);
      const dataDir = await tempDataDir();

      const healthy = await runLedgerCheck({ DATA_DIR: dataDir, DATABASE_URL: url });
      expect(healthy.stdout).toContain(`Ledger check on PostgreSQL ${new URL(url).host}`);
      expect(healthy.stdout).toContain('120 accounts, 2 transfers');
      expect(healthy.code).toBe(0);

      await database.db.execute(
        sql`update accounts set balance = balance - 3 where id = ${walletId}`,
      );
      const corrupted = await runLedgerCheck({ DATA_DIR: dataDir, DATABASE_URL: url });
      expect(corrupted.stdout).toContain('- Balances sum to -3, not 0');
      expect(corrupted.code).toBe(1);
    } finally {
      await database.dispose();
    }
  });
});
