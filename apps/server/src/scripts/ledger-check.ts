import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { checkLedger } from '../platform/ledger/check.ts';

/**
 * `npm run ledger:check`: checks the ledger's invariants on the configured database, the one the
 * server uses. Exit code 0 when every invariant holds, 1 on any breach, 2 when the check could
 * not run at all (so a cron job or CI step never mistakes "could not look" for "healthy").
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir, poolSize: 2 });
  try {
    await database.migrate();
    const result = await checkLedger(database.db);
    const where = config.databaseUrl
      ? `PostgreSQL ${describeUrl(config.databaseUrl)}`
      : `PGlite ${pgliteDir}`;
    console.log(`Ledger check on ${where}`);
    console.log(`  ${plural(result.accounts, 'account')}, ${plural(result.transfers, 'transfer')}`);
    if (result.ok) {
      console.log('  OK: balances sum to zero and match their transfers, no user account is');
      console.log('  negative, no idempotency key applied twice.');
      return 0;
    }
    console.log(`  FAILED: ${plural(result.breaches.length, 'breach', 'breaches')}`);
    for (const breach of result.breaches) console.log(`  - ${breach}`);
    return 1;
  } finally {
    await database.close();
  }
}

/** Host and database only: the URL may carry a password. */
function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('Ledger check could not run:', error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
