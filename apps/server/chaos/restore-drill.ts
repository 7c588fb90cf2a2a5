/**
 * The restore drill: a pg_dump taken while the load runs, restored into a fresh database, must
 * pass ledger:check, and an instance started on it must serve each user's balances as the
 * ledger in that database has them, including one balance a 2xx answer gave just before the dump.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type FundsResponse, formatMoney } from '@kapital/shared';
import type { Session } from './client.ts';
import { freshDatabase, sqlOn } from './database.ts';
import type { Instance } from './instances.ts';
import { runLedgerCheck } from './reconcile.ts';

export interface DumpTaken {
  file: string;
  seconds: number;
  /** The drill user's balances from the 2xx answer just before the dump. */
  knownFunds: FundsResponse;
  knownUserId: string;
}

export interface DrillResult {
  ok: boolean;
  failures: string[];
  dumpSeconds: number;
  restoreSeconds: number;
  usersCompared: number;
}

/** Moves 1.00 of the drill user's bonus into the wallet (a 2xx with balances), then dumps. */
export async function takeDump(options: {
  databaseUrl: string;
  workDir: string;
  instanceUrl: string;
  origin: string;
  drillUser: Session;
}): Promise<DumpTaken> {
  const moved = await fetch(`${options.instanceUrl}/api/funds/bonus/move`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: options.origin,
      cookie: options.drillUser.cookie,
      'idempotency-key': `chaos-drill-${randomUUID()}`,
    },
    body: JSON.stringify({ amount: '1.00' }),
  });
  if (moved.status !== 200) {
    throw new Error(`drill fund move: ${moved.status} ${await moved.text()}`);
  }
  const knownFunds = (await moved.json()) as FundsResponse;
  const file = path.join(options.workDir, 'drill.dump');
  const started = performance.now();
  const dumped = spawnSync('pg_dump', ['--format=custom', '--file', file, options.databaseUrl], {
    encoding: 'utf8',
    env: { ...process.env, PGAPPNAME: 'pg_dump' },
  });
  if (dumped.status !== 0) throw new Error(`pg_dump failed: ${dumped.stderr}`);
  return {
    file,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    knownFunds,
    knownUserId: options.drillUser.userId,
  };
}

const FUND_KINDS = ['wallet', 'bonus', 'profit', 'demo'] as const;

async function ledgerFunds(url: string, userId: string): Promise<FundsResponse> {
  const rows = await sqlOn<{ kind: string; balance: string }>(
    url,
    'select kind, balance::text from accounts where owner_id = $1',
    [userId],
  );
  const funds = { wallet: '0.00', bonus: '0.00', profit: '0.00', demo: '0.00' };
  for (const row of rows) {
    if ((FUND_KINDS as readonly string[]).includes(row.kind)) {
      funds[row.kind as keyof FundsResponse] = formatMoney(BigInt(row.balance));
    }
  }
  return funds;
}

const same = (left: FundsResponse, right: FundsResponse) =>
  FUND_KINDS.every((kind) => left[kind] === right[kind]);
const describe = (funds: FundsResponse) =>
  FUND_KINDS.map((kind) => `${kind} ${funds[kind]}`).join(', ');

export async function restoreDrill(options: {
  serverUrl: string;
  dump: DumpTaken;
  users: Session[];
  keep: boolean;
  /** Starts an instance on the restored database's URL. */
  startInstance: (databaseUrl: string) => Promise<Instance>;
}): Promise<DrillResult> {
  const failures: string[] = [];
  const restored = await freshDatabase(options.serverUrl, '_restored');
  const started = performance.now();
  let usersCompared = 0;
  let instance: Instance | undefined;
  try {
    if (!existsSync(options.dump.file)) throw new Error(`no dump at ${options.dump.file}`);
    const result = spawnSync(
      'pg_restore',
      ['--no-owner', '--exit-on-error', '--dbname', restored.url, options.dump.file],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`pg_restore failed: ${result.stderr}`);
    const restoreSeconds = Math.round((performance.now() - started) / 100) / 10;
    const check = runLedgerCheck(restored.url);
    if (!check.ok) failures.push(`ledger:check on the restored database failed:\n${check.output}`);

    instance = await options.startInstance(restored.url);
    for (const person of options.users) {
      // The restored instance's payout worker may pay a period between the two reads: read again.
      let agreed = false;
      let last = '';
      for (let attempt = 0; attempt < 5 && !agreed; attempt += 1) {
        const response = await fetch(`${instance.url}/api/funds`, {
          headers: { cookie: person.cookie },
        });
        if (response.status !== 200) {
          last = `GET /api/funds answered ${response.status} ${await response.text()}`;
        } else {
          const served = (await response.json()) as FundsResponse;
          const ledger = await ledgerFunds(restored.url, person.userId);
          agreed = same(served, ledger);
          last = `the API serves ${describe(served)}, the ledger has ${describe(ledger)}`;
        }
        if (!agreed) await sleep(300);
      }
      usersCompared += 1;
      if (!agreed) failures.push(`User ${person.userId} on the restored instance: ${last}`);
    }
    const known = await ledgerFunds(restored.url, options.dump.knownUserId);
    if (!same(known, options.dump.knownFunds)) {
      failures.push(
        `The drill user's balances were ${describe(options.dump.knownFunds)} in the 2xx answer before the dump, the restored ledger has ${describe(known)}`,
      );
    }
    return {
      ok: failures.length === 0,
      failures,
      dumpSeconds: options.dump.seconds,
      restoreSeconds,
      usersCompared,
    };
  } finally {
    await instance?.stop();
    if (!options.keep) await restored.drop();
  }
}
