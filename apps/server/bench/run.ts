/**
 * `npm run bench`: figures, not assertions. Starts Kapital (PostgreSQL when DATABASE_URL is set,
 * else PGlite) and a bare Fastify server as child processes, loads both from this process with
 * autocannon, and measures ledger transfers per second through transfer() in this process. The
 * withdrawal figure loads POST /api/withdrawals (bench/withdrawal-load.ts); the payout figure
 * times a catch-up of 20,000 due investment periods (bench/payout-catch-up.ts); the trigger
 * figure checks ticks against 100,000 open positions (bench/trigger-checks.ts), the alert figure
 * against 100,000 watching price alerts (bench/alert-checks.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { user } from '../src/db/schema/index.ts';
import { createInProcessEventBus } from '../src/platform/events/event-bus.ts';
import { createLedger } from '../src/platform/ledger/index.ts';
import { freePort } from '../test/helpers/free-port.ts';
import { alertChecks } from './alert-checks.ts';
import { payoutCatchUp } from './payout-catch-up.ts';
import { pgbenchTps } from './pgbench.ts';
import { socketFanout } from './socket-fanout.ts';
import { triggerChecks } from './trigger-checks.ts';
import { triggerCloses } from './trigger-closes.ts';
import {
  approveAndFund,
  type BenchUser,
  loadWithdrawals,
  saveBankDetails,
  WARM_UP_S,
} from './withdrawal-load.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 4000);
const TRANSFER_CALLERS = Number(process.env.BENCH_CALLERS ?? 50);
const WITHDRAWAL_USERS = Number(process.env.BENCH_WITHDRAWAL_USERS ?? 20);
/** 2,000 investments x 10 due periods: 20,000 payouts. */
const PAYOUT_INVESTMENTS = Number(process.env.BENCH_PAYOUT_INVESTMENTS ?? 2000);
const PAYOUT_PERIODS = 10;
/** Positions one tick closes at once. */
const TRIGGER_CLOSES = Number(process.env.BENCH_TRIGGER_CLOSES ?? 2000);
/** Price alerts one tick reaches at once, for comparison with an ordinary tick. */
const ALERT_BURST = 1000;
const BENCH_PASSWORD = 'bench-password-Kapital-1';
/** 50 signed-in users with 20 browser sockets each: 1,000 live sockets (PostgreSQL only). */
const FANOUT_USERS = 50;
const FANOUT_SOCKETS_PER_USER = Number(process.env.BENCH_SOCKETS_PER_USER ?? 20);
const FANOUT_ROUNDS = 4;

/** Kapital as `npm start` runs it: the built dist/server.js (the bench script builds it first). */
const KAPITAL = ['--enable-source-maps', 'dist/server.js'];

/** A Node process from `args` (a built .js, or a .ts through tsx's loader). */
function startChild(
  args: string[],
  env: NodeJS.ProcessEnv,
  marker: RegExp,
): Promise<{ child: ChildProcess; address: string; startupMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = output.match(marker);
      if (match?.[1]) {
        resolve({ child, address: match[1], startupMs: Math.round(performance.now() - started) });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}:\n${output}`)));
  });
}

/** A started server's resident memory after two quiet seconds, from /proc (Linux). */
async function idleResidentMemoryMb(child: ChildProcess): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

/** Stops a child and waits until it has exited (PGlite: one process at a time). */
async function stopChildAndWait(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  stopChild(child);
  await exited;
}

function stopChild(child: ChildProcess): void {
  if (!child.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Requests per second against `url` in the steady state, after a warm-up that is not counted. */
async function load(
  url: string,
  headers: Record<string, string> = {},
  connections: number = CONNECTIONS,
) {
  await autocannon({ url, connections, duration: WARM_UP_S, headers });
  const result = await autocannon({ url, connections, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`,
    );
  }
  return { rps: Math.round(result.requests.average), p99ms: result.latency.p99 };
}

async function freshPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kapital_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Registers, follows the verification link from the outbox, signs in; returns the session. */
async function signedInUser(baseUrl: string, dataDir: string): Promise<BenchUser> {
  const email = `bench.${randomBytes(3).toString('hex')}@example.com`;
  const password = BENCH_PASSWORD;
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const registered = await fetch(`${baseUrl}/api/account/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      fullName: 'Bench User',
      userName: `bench_${randomBytes(3).toString('hex')}`,
      email,
      password,
      currency: 'USD',
      acceptTerms: true,
    }),
  });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const outbox = path.join(dataDir, 'outbox');
  const mail = readdirSync(outbox)
    .filter((file) => file.includes('verify'))
    .map(
      (file) =>
        JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as {
          to: string;
          actionUrl: string;
        },
    )
    .find((message) => message.to === email);
  if (!mail) throw new Error(`no verification mail to ${email} in the outbox`);
  await fetch(mail.actionUrl, { redirect: 'manual' });
  const signedIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const me = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
  if (me.status !== 200) throw new Error(`/api/me: ${me.status} ${await me.text()}`);
  const { profile } = (await me.json()) as { profile: { uid: string } };
  return { id: profile.uid, cookie };
}

async function ledgerTransfersPerSecond(databaseUrl: string | undefined, pgliteDir: string) {
  const database = await openDatabase({ url: databaseUrl, pgliteDir, poolSize: 20 });
  await database.migrate();
  const ledger = createLedger(database.db, createInProcessEventBus());
  const ids = Array.from({ length: 20 }, () => `bench-${randomBytes(6).toString('hex')}`);
  await database.db
    .insert(user)
    .values(
      ids.map((id) => ({ id, name: id, email: `${id}@bench.local`, userName: id.slice(0, 20) })),
    );
  const world = await ledger.systemAccount('world');
  const wallets = await Promise.all(
    ids.map(async (id) => (await ledger.userAccounts(id)).wallet.id),
  );
  for (const wallet of wallets) {
    await ledger.run((uow) =>
      ledger.transfer(uow, {
        debitAccountId: world.id,
        creditAccountId: wallet,
        amount: 1_000_000_00n,
        kind: 'bench.fund',
        idempotencyKey: `fund:${wallet}`,
      }),
    );
  }
  let next = 0;
  const started = performance.now();
  // Every caller runs to the end even when one fails, so the pool is idle when it is closed.
  const outcomes = await Promise.allSettled(
    Array.from({ length: TRANSFER_CALLERS }, async () => {
      while (next < TRANSFERS) {
        const index = next++;
        const from = wallets[index % wallets.length] ?? 0;
        const to = wallets[(index * 7 + 3) % wallets.length] ?? 0;
        if (from === to) continue;
        await ledger.run((uow) =>
          ledger.transfer(uow, {
            debitAccountId: from,
            creditAccountId: to,
            amount: 1n + BigInt(index % 500),
            kind: 'bench.move',
            idempotencyKey: `move:${index}:${randomBytes(4).toString('hex')}`,
          }),
        );
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await database.close();
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw new Error('A ledger transfer failed under load', { cause: failed.reason });
  return Math.round(TRANSFERS / seconds);
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const driver = serverUrl ? 'postgres' : 'pglite';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kapital-bench-'));
  const benchDb = serverUrl ? await freshPostgresDatabase(serverUrl) : undefined;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '100000',
  };
  if (benchDb) env.DATABASE_URL = benchDb.url;
  else delete env.DATABASE_URL;

  const children: ChildProcess[] = [];
  try {
    const kapital = await startChild(KAPITAL, env, /Open (http\S+)/);
    children.push(kapital.child);
    const idleMemoryMb = await idleResidentMemoryMb(kapital.child);
    const baseUrl = kapital.address;
    const bare = await startChild(
      ['--import', 'tsx', 'bench/bare-server.ts'],
      { ...process.env, PORT: '0' },
      /BARE_LISTENING (\S+)/,
    );
    children.push(bare.child);

    const { cookie } = await signedInUser(baseUrl, dataDir);
    process.stdout.write(
      `Loading for ${DURATION_S} s each with ${CONNECTIONS} connections (${driver})...\n`,
    );
    const bareFigures = await load(`${bare.address}/`);
    const meFigures = await load(`${baseUrl}/api/me`, { cookie });

    const withdrawers: BenchUser[] = [];
    for (let index = 0; index < WITHDRAWAL_USERS; index += 1) {
      const person = await signedInUser(baseUrl, dataDir);
      await saveBankDetails(baseUrl, person.cookie, BENCH_PASSWORD);
      withdrawers.push(person);
    }
    await stopChildAndWait(kapital.child);
    await approveAndFund(
      { url: benchDb?.url, pgliteDir: path.join(dataDir, 'pglite') },
      withdrawers,
    );
    const restarted = await startChild(KAPITAL, env, /Open (http\S+)/);
    children.push(restarted.child);
    const withdrawalFigures = await loadWithdrawals(restarted.address, withdrawers, {
      connections: CONNECTIONS,
      durationS: DURATION_S,
    });
    // Balance frames to 1,000 sockets, from transfers committed by another process.
    const fanoutUsers = [...withdrawers];
    while (benchDb && fanoutUsers.length < FANOUT_USERS) {
      fanoutUsers.push(await signedInUser(restarted.address, dataDir));
    }
    const fanout =
      benchDb && restarted.child.pid
        ? await socketFanout({
            baseUrl: restarted.address,
            databaseUrl: benchDb.url,
            serverPid: restarted.child.pid,
            users: fanoutUsers,
            socketsPerUser: FANOUT_SOCKETS_PER_USER,
            rounds: FANOUT_ROUNDS,
          })
        : undefined;
    // The same loads split over two instances on the one PostgreSQL, as behind a proxy.
    let split: { meRps: number; withdrawalRps: number } | undefined;
    if (benchDb) {
      const port2 = await freePort();
      const second = await startChild(
        KAPITAL,
        { ...env, PORT: String(port2), BASE_URL: `http://127.0.0.1:${port2}` },
        /Open (http\S+)/,
      );
      children.push(second.child);
      const half = Math.ceil(CONNECTIONS / 2);
      const meHalves = await Promise.all(
        [restarted.address, second.address].map((base) => load(`${base}/api/me`, { cookie }, half)),
      );
      const withdrawalHalves = await Promise.all(
        [restarted.address, second.address].map((base, index) =>
          loadWithdrawals(
            base,
            withdrawers.filter((_, position) => position % 2 === index),
            { connections: half, durationS: DURATION_S },
          ),
        ),
      );
      split = {
        meRps: meHalves.reduce((sum, figures) => sum + figures.rps, 0),
        withdrawalRps: withdrawalHalves.reduce((sum, figures) => sum + figures.rps, 0),
      };
      await stopChildAndWait(second.child);
    }
    await stopChildAndWait(restarted.child);
    const transfersPerSecond = await ledgerTransfersPerSecond(
      benchDb?.url,
      path.join(dataDir, 'ledger-bench'),
    );

    const catchUp = await payoutCatchUp(
      { url: benchDb?.url, pgliteDir: path.join(dataDir, 'payout-bench') },
      PAYOUT_INVESTMENTS,
      PAYOUT_PERIODS,
    );

    const pgbench = serverUrl ? await freshPostgresDatabase(serverUrl) : undefined;
    const pgbenchFigure = pgbench ? await pgbenchTps(pgbench.url, DURATION_S) : undefined;
    await pgbench?.drop();

    const triggers = triggerChecks(100_000, 2_000);
    const alerts = alertChecks(100_000, 2_000, ALERT_BURST);
    const closes = await triggerCloses(
      { url: benchDb?.url, pgliteDir: path.join(dataDir, 'trigger-bench') },
      TRIGGER_CLOSES,
    );

    const rows = [
      [
        'start-up of the built server (npm start), fresh database',
        `${kapital.startupMs} ms`,
        `idle resident memory ${idleMemoryMb} MB`,
      ],
      ['bare Fastify GET / (ceiling)', `${bareFigures.rps} req/s`, `p99 ${bareFigures.p99ms} ms`],
      [
        'GET /api/me (session + profile + balance)',
        `${meFigures.rps} req/s`,
        `p99 ${meFigures.p99ms} ms`,
      ],
      [
        `ledger transfer() x${TRANSFERS}, ${TRANSFER_CALLERS} callers`,
        `${transfersPerSecond} transfers/s`,
        '',
      ],
      [
        `payout catch-up, ${catchUp.periods} due periods, one worker`,
        `${catchUp.payoutsPerSecond} payouts/s`,
        `${catchUp.seconds.toFixed(1)} s, ${Math.round((catchUp.payoutsPerSecond / transfersPerSecond) * 100)} % of transfer()`,
      ],
      [
        `trigger checks, ${triggers.positions} open positions, ${triggers.ticks} ticks`,
        `p99 ${triggers.p99Ms} ms/tick`,
        `median ${triggers.medianMs} ms, ${triggers.fired} fired`,
      ],
      [
        `price-alert checks, ${alerts.alerts} watching alerts, ${alerts.ticks} ticks`,
        `p99 ${alerts.p99Ms} ms/tick`,
        `median ${alerts.medianMs} ms, ${alerts.acted} fired or re-armed; one tick reaching ${alerts.burst}: ${alerts.burstMs} ms`,
      ],
      [
        `positions closed by one tick, ${closes.closed} at once`,
        `${closes.perSecond} closes/s`,
        `${closes.seconds.toFixed(1)} s`,
      ],
      [
        `POST /api/withdrawals (${WITHDRAWAL_USERS} users, fresh keys)`,
        `${withdrawalFigures.rps} req/s`,
        `p99 ${withdrawalFigures.p99ms} ms, ${withdrawalFigures.created} created`,
      ],
    ];
    const ratio = (value: number, ceiling: number | undefined) =>
      ceiling ? Number((value / ceiling).toFixed(3)) : undefined;
    const ratios = {
      meToBare: ratio(meFigures.rps, bareFigures.rps),
      transfersToPgbench: ratio(transfersPerSecond, pgbenchFigure),
      withdrawalsToPgbench: ratio(withdrawalFigures.rps, pgbenchFigure),
    };
    if (pgbenchFigure) {
      rows.push([
        'pgbench TPC-B-like, 8 clients (ceiling for money)',
        `${pgbenchFigure} tps`,
        `transfer() ${ratios.transfersToPgbench} x, withdrawals ${ratios.withdrawalsToPgbench} x`,
      ]);
    }
    if (fanout) {
      rows.push([
        `balance frame after a commit, ${fanout.sockets} open sockets`,
        `p99 ${fanout.p99Ms} ms`,
        `p50 ${fanout.p50Ms} ms, ${fanout.frames} frames, ${fanout.memoryPerSocketKb} KB per socket`,
      ]);
    }
    if (split) {
      rows.push(
        [
          'GET /api/me on two instances, load split',
          `${split.meRps} req/s`,
          `${ratio(split.meRps, meFigures.rps)} x one instance`,
        ],
        [
          'POST /api/withdrawals on two instances, load split',
          `${split.withdrawalRps} req/s`,
          `${ratio(split.withdrawalRps, withdrawalFigures.rps)} x one instance`,
        ],
      );
    }
    rows.push(['GET /api/me against bare Fastify', `${ratios.meToBare} x`, '']);
    const width = Math.max(...rows.map((row) => (row[0] ?? '').length));
    process.stdout.write(`\nKapital bench on ${driver}\n`);
    for (const [name, figure, extra] of rows)
      process.stdout.write(
        `  ${(name ?? '').padEnd(width)}  ${(figure ?? '').padStart(18)}  ${extra}\n`,
      );
    process.stdout.write(
      `${JSON.stringify({
        driver,
        startupMs: kapital.startupMs,
        idleMemoryMb,
        bareRps: bareFigures.rps,
        meRps: meFigures.rps,
        meP99Ms: meFigures.p99ms,
        transfersPerSecond,
        payoutsPerSecond: catchUp.payoutsPerSecond,
        triggerTickP99Ms: triggers.p99Ms,
        triggerTickMedianMs: triggers.medianMs,
        triggerClosesPerSecond: closes.perSecond,
        alertTickP99Ms: alerts.p99Ms,
        alertTickMedianMs: alerts.medianMs,
        alertBurstTickMs: alerts.burstMs,
        withdrawalRps: withdrawalFigures.rps,
        withdrawalP99Ms: withdrawalFigures.p99ms,
        pgbenchTps: pgbenchFigure,
        socketFanout: fanout,
        twoInstances: split,
        ...ratios,
      })}\n`,
    );
  } finally {
    for (const child of children) stopChild(child);
    await benchDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
