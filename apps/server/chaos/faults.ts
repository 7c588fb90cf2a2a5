/**
 * The four faults, one at a time, each followed by the wait for both instances to be ready
 * again (that wait is the fault's recovery time): kill -9 of an instance and its restart, every
 * app connection terminated by PostgreSQL, a lock held on the hot hold rows, a silent feed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { sqlOn } from './database.ts';
import type { FakeBinance } from './fake-binance.ts';
import { type Instance, isReady } from './instances.ts';

export type FaultKind = 'kill-9' | 'terminate-connections' | 'slow-lock' | 'feed-silent';
export const FAULT_KINDS: FaultKind[] = [
  'kill-9',
  'terminate-connections',
  'slow-lock',
  'feed-silent',
];

export interface FaultRecord {
  kind: FaultKind;
  /** Seconds since the load started. */
  at: number;
  detail: string;
  /** From the end of the disturbance to both instances ready; null if they never were. */
  recoverySeconds: number | null;
  /** For the silent feed: when it played again (epoch ms), to see triggers resume after. */
  resumedAt?: number;
}

export interface FaultContext {
  instances: Instance[];
  readyPath: string;
  databaseUrl: string;
  databaseName: string;
  feed: FakeBinance;
  marketStaleSeconds: number;
  loadStartedAt: number;
}

const RECOVERY_TIMEOUT_MS = 60_000;
const LOCK_HOLD_MS = 4_000;
const TERMINATE_ROUNDS = 6;
const IDLE_IN_TRANSACTION_LIMIT_MS = 1_000;
const TERMINATE_GAP_MS = 300;

async function waitUntilReady(context: FaultContext, since: number): Promise<number | null> {
  const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ready = await Promise.all(
      context.instances.map((instance) => isReady(instance.url, context.readyPath)),
    );
    if (ready.every(Boolean)) return Math.round((Date.now() - since) / 100) / 10;
    await sleep(100);
  }
  return null;
}

/**
 * Ends the app's sessions on the run's database that match `condition` (SQL on
 * pg_stat_activity). The sessions are chosen first and ended in a second statement: in one
 * WHERE clause PostgreSQL may call pg_terminate_backend before it has checked the rest.
 */
async function terminateSessions(context: FaultContext, condition: string): Promise<number> {
  const chosen = await sqlOn<{ pid: number }>(
    context.databaseUrl,
    `select pid from pg_stat_activity
     where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'
       and application_name not in ('kapital-chaos', 'pg_dump') and (${condition})`,
    [context.databaseName],
  );
  if (chosen.length === 0) return 0;
  const ended = await sqlOn<{ ended: boolean }>(
    context.databaseUrl,
    'select pg_terminate_backend(pid) as ended from unnest($1::int[]) as pid',
    [chosen.map((row) => row.pid)],
  );
  return ended.filter((row) => row.ended).length;
}

export async function injectFault(context: FaultContext, kind: FaultKind): Promise<FaultRecord> {
  const at = Math.round((Date.now() - context.loadStartedAt) / 1000);
  if (kind === 'kill-9') {
    const victim = context.instances[Math.floor(Math.random() * context.instances.length)];
    if (!victim) throw new Error('no instance to kill');
    victim.kill9();
    const killedAt = Date.now();
    // A supervisor notices and restarts it; meanwhile clients retry on the other instance.
    await sleep(1_000);
    await victim.start().catch(() => undefined);
    return {
      kind,
      at,
      detail: `SIGKILL ${victim.name}, restarted`,
      recoverySeconds: await waitUntilReady(context, killedAt),
    };
  }
  if (kind === 'terminate-connections') {
    // A flapping network or a failover does not cut once: several rounds, each reaching the
    // connections the pool and the event bus opened again after the last, so that some
    // request is caught between any two of its writes.
    let terminated = 0;
    for (let round = 0; round < TERMINATE_ROUNDS; round += 1) {
      terminated += await terminateSessions(context, 'true');
      await sleep(TERMINATE_GAP_MS);
    }
    const terminatedAt = Date.now();
    return {
      kind,
      at,
      detail: `pg_terminate_backend on ${terminated} connections in ${TERMINATE_ROUNDS} rounds`,
      recoverySeconds: await waitUntilReady(context, terminatedAt),
    };
  }
  if (kind === 'slow-lock') {
    // Every withdrawal request, payout, rejection and cancel moves money through a hold shard.
    // Midway, sessions idle inside a transaction for over a second are ended, as PostgreSQL's
    // idle_in_transaction_session_timeout would: a request blocked on the lock is active, not
    // idle, so only a transaction left waiting on something outside itself is cut.
    const client = new pg.Client({
      connectionString: context.databaseUrl,
      application_name: 'kapital-chaos',
    });
    await client.connect();
    let rows = 0;
    let idleEnded = 0;
    try {
      await client.query('begin');
      const locked = await client.query(
        `select id from accounts where owner_id is null and kind = 'hold' for update`,
      );
      rows = locked.rowCount ?? 0;
      await sleep(LOCK_HOLD_MS / 2);
      idleEnded = await terminateSessions(
        context,
        `state = 'idle in transaction'
         and now() - state_change > interval '${IDLE_IN_TRANSACTION_LIMIT_MS} milliseconds'`,
      );
      await sleep(LOCK_HOLD_MS / 2);
      await client.query('commit');
    } finally {
      await client.end();
    }
    const releasedAt = Date.now();
    return {
      kind,
      at,
      detail: `${rows} hold rows locked for ${LOCK_HOLD_MS / 1000} s; ${idleEnded} sessions idle in a transaction ended`,
      recoverySeconds: await waitUntilReady(context, releasedAt),
    };
  }
  // A silence longer than MARKET_STALE_SECONDS: every price goes stale and orders are refused.
  const silenceMs = (context.marketStaleSeconds + 4) * 1000;
  context.feed.playing = false;
  await sleep(silenceMs);
  context.feed.playing = true;
  const resumedAt = Date.now();
  return {
    kind,
    at,
    detail: `feed silent for ${silenceMs / 1000} s`,
    recoverySeconds: await waitUntilReady(context, resumedAt),
    resumedAt,
  };
}
