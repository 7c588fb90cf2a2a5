/**
 * `npm run chaos`: Kapital's own fault suite (README.md beside this file). Two instances on one
 * fresh PostgreSQL database, a bounded mixed load with retries under one Idempotency-Key, four
 * kinds of fault injected meanwhile, then a reconciliation of the database against every answer.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../test/helpers/free-port.ts';
import { Traffic } from './client.ts';
import { freshDatabase, sqlOn } from './database.ts';
import { startFakeBinance } from './fake-binance.ts';
import { FAULT_KINDS, type FaultRecord, injectFault } from './faults.ts';
import { defineInstance, findReadyPath, type Instance, isReady } from './instances.ts';
import { runLoad } from './load.ts';
import { buildPlanted } from './plant.ts';
import { reconcile } from './reconcile.ts';
import { printReport } from './report.ts';
import { type DrillResult, type DumpTaken, restoreDrill, takeDump } from './restore-drill.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  addDepositMethod,
  prepareUsers,
  signInAdmin,
} from './setup.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/test';
const MARKET_STALE_SECONDS = 3;
const INVESTMENT_PERIOD_SECONDS = 3;
const SHORT_SECONDS = 60;
const DEFAULT_SECONDS = 300;
/** Quiet load before the first fault and after the last, so each fault lands mid-load. */
const EDGE_SECONDS = 6;

const { values: options } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    'restore-drill': { type: 'boolean', default: false },
    plant: { type: 'string' },
    keep: { type: 'boolean', default: false },
    users: { type: 'string' },
  },
});

async function main(): Promise<boolean> {
  const runStarted = Date.now();
  const loadSeconds = Number(options.seconds ?? (options.short ? SHORT_SECONDS : DEFAULT_SECONDS));
  if (!Number.isFinite(loadSeconds) || loadSeconds < 20)
    throw new Error('--seconds needs 20 or more');
  const drillWanted = options['restore-drill'] || options.short;
  const userCount = Number(options.users ?? (options.short ? 10 : 16));
  const serverUrl = process.env.DATABASE_URL ?? DEFAULT_SERVER_URL;
  const workDir = path.join(serverDir, 'chaos', '.work');
  const runDir = mkdtempSync(path.join(tmpdir(), 'kapital-chaos-'));
  const dataDir = path.join(runDir, 'data');
  const webDir = path.join(runDir, 'web');
  mkdirSync(webDir, { recursive: true });
  // The API needs no web app; production refuses to start without an index.html to serve.
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Kapital chaos</title>');

  const runFrom = options.plant ? await buildPlanted(options.plant, workDir) : serverDir;
  if (!existsSync(path.join(runFrom, 'dist', 'server.js'))) {
    throw new Error('apps/server/dist/server.js is missing: run `node scripts/build.mjs` first');
  }
  const database = await freshDatabase(serverUrl);
  const feed = await startFakeBinance({ playing: true });
  const silentFeed = await startFakeBinance({ playing: false });
  const ports = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${ports[0]}`;
  const baseEnv = (databaseUrl: string, binance: typeof feed): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '20',
    DATA_DIR: dataDir,
    BASE_URL: origin,
    TRUSTED_ORIGINS: ports.map((port) => `http://127.0.0.1:${port}`).join(','),
    AUTH_SECRET: 'chaos-auth-secret-0123456789-abcdefghijklmnop',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    DEMO_DATA: 'false',
    INVESTMENT_PERIOD_SECONDS: String(INVESTMENT_PERIOD_SECONDS),
    AUTH_RATE_LIMIT_MAX: '100000',
    UPLOAD_RATE_LIMIT_MAX: '100000',
    MARKET_FEED: 'binance',
    BINANCE_WS_URL: binance.wsUrl,
    BINANCE_REST_URL: binance.restUrl,
    MARKET_STALE_SECONDS: String(MARKET_STALE_SECONDS),
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    WEB_DIST_DIR: webDir,
  });
  const instances: Instance[] = ports.map((port, index) =>
    defineInstance({
      name: `instance ${index === 0 ? 'A' : 'B'}`,
      serverDir: runFrom,
      port,
      env: baseEnv(database.url, feed),
    }),
  );
  let drillInstance: Instance | undefined;
  try {
    process.stdout.write(
      `Chaos: database ${database.name}, ${loadSeconds} s of load, ${userCount} users\n`,
    );
    // One at a time: the first migrates the fresh database.
    for (const instance of instances) await instance.start();
    const firstUrl = instances[0]?.url as string;
    const readyPath = await findReadyPath(firstUrl);
    const staff = await signInAdmin(firstUrl);
    const [staffRow] = await sqlOn<{ id: string }>(
      database.url,
      'select id from "user" where email = $1',
      [ADMIN_EMAIL],
    );
    const depositMethodId = await addDepositMethod(firstUrl, staff);
    const everyone = await prepareUsers(firstUrl, database.url, userCount + 1);
    const drillUser = everyone.pop();
    if (!drillUser || !staffRow) throw new Error('setup made no users');
    const users = everyone;
    for (const instance of instances) {
      const deadline = Date.now() + 30_000;
      while (!(await isReady(instance.url, readyPath))) {
        if (Date.now() > deadline) throw new Error(`${instance.name} never became ready`);
        await sleep(200);
      }
    }
    process.stdout.write(
      `Setup done in ${Math.round((Date.now() - runStarted) / 1000)} s (ready: ${readyPath})\n`,
    );

    const traffic = new Traffic(
      () => instances.filter((instance) => instance.running()).map((instance) => instance.url),
      origin,
    );
    const loadStartedAt = Date.now();
    const loadEndsAt = loadStartedAt + loadSeconds * 1000;
    const running = () => Date.now() < loadEndsAt;
    const load = runLoad({ traffic, feed, running, depositMethodId }, users, staff);
    // A supervisor (systemd, Kubernetes) restarts an instance that exits on its own; the exit
    // itself is a finding of the run.
    let supervising = true;
    const restartsHandled = new Map<Instance, number>(instances.map((instance) => [instance, 0]));
    const supervisor = (async () => {
      while (supervising) {
        for (const instance of instances) {
          if (instance.crashes.length > (restartsHandled.get(instance) ?? 0)) {
            restartsHandled.set(instance, instance.crashes.length);
            process.stdout.write(`  ${instance.name} exited on its own; restarting it\n`);
            await instance.start().catch(() => undefined);
          }
        }
        await sleep(500);
      }
    })();

    // Faults one after another, each kind in turn, spread over the load.
    const faults: FaultRecord[] = [];
    const faultContext = {
      instances,
      readyPath,
      databaseUrl: database.url,
      databaseName: database.name,
      feed,
      marketStaleSeconds: MARKET_STALE_SECONDS,
      loadStartedAt,
    };
    const rounds = options.short ? 1 : Math.max(1, Math.floor(loadSeconds / 60));
    const schedule = Array.from({ length: rounds }, () => FAULT_KINDS).flat();
    const gap = (loadSeconds - 2 * EDGE_SECONDS) / schedule.length;
    let dump: DumpTaken | undefined;
    let drillProblem = '';
    const drillAt = loadStartedAt + loadSeconds * 450;
    const dumping = drillWanted
      ? (async () => {
          await sleep(Math.max(0, drillAt - Date.now()));
          // The instance may be down at that moment (a fault): a person would try again.
          for (let attempt = 0; attempt < 20 && !dump; attempt += 1) {
            try {
              dump = await takeDump({
                databaseUrl: database.url,
                workDir: runDir,
                instanceUrl: instances.find((instance) => instance.running())?.url ?? firstUrl,
                origin,
                drillUser,
              });
            } catch (error) {
              drillProblem = error instanceof Error ? error.message : String(error);
              await sleep(1_000);
            }
          }
        })()
      : Promise.resolve();
    for (const [index, kind] of schedule.entries()) {
      // A random moment in this fault's slot.
      const slotStart = loadStartedAt + (EDGE_SECONDS + index * gap) * 1000;
      const at = slotStart + Math.random() * gap * 300;
      await sleep(Math.max(0, at - Date.now()));
      if (!running()) break;
      const fault = await injectFault(faultContext, kind);
      faults.push(fault);
      process.stdout.write(
        `  t=${fault.at}s ${fault.kind}: ${fault.detail}; recovered in ${fault.recoverySeconds ?? 'NEVER'} s\n`,
      );
    }
    await dumping;
    await load;
    supervising = false;
    await supervisor;
    const actualLoadSeconds = Math.round((Date.now() - loadStartedAt) / 1000);
    // Let the payout workers catch up with the periods that fell due under the load (deadlock
    // retries slow them then), then stop both. One that never catches up fails reconciliation.
    const catchUpSeconds = await waitForPayouts(database.url);
    process.stdout.write(
      catchUpSeconds === null
        ? `  payouts still behind after ${PAYOUT_CATCH_UP_LIMIT_S} s\n`
        : `  payouts caught up ${catchUpSeconds} s after the load\n`,
    );
    // Workers stop paying once asked to stop: periods due by then count, not by the exit.
    const stoppedAt = Date.now();
    await Promise.all(instances.map((instance) => instance.stop()));

    const reconciliation = await reconcile({
      databaseUrl: database.url,
      users,
      staffUserId: staffRow.id,
      actions: traffic.actions,
      faults,
      stoppedAt,
    });
    let drill: DrillResult | null = null;
    if (drillWanted && !dump) {
      drill = {
        ok: false,
        failures: [`No dump was taken: ${drillProblem}`],
        dumpSeconds: 0,
        restoreSeconds: 0,
        usersCompared: 0,
      };
    }
    if (drillWanted && dump) {
      drill = await restoreDrill({
        serverUrl,
        dump,
        users: [...users, drillUser],
        keep: options.keep,
        startInstance: async (restoredUrl) => {
          drillInstance = defineInstance({
            name: 'restored instance',
            serverDir: runFrom,
            port: await freePort(),
            env: baseEnv(restoredUrl, silentFeed),
          });
          await drillInstance.start();
          return drillInstance;
        },
      });
    }
    return printReport({
      durationSeconds: Math.round((Date.now() - runStarted) / 1000),
      loadSeconds: actualLoadSeconds,
      requests: traffic.requests,
      retries: traffic.retries,
      networkErrors: traffic.networkErrors,
      actions: traffic.actions,
      faults,
      reconciliation,
      drill,
      plant: options.plant ?? null,
      crashes: instances.flatMap((instance) =>
        instance.crashes.map((crash) => `${instance.name} exited on its own (${crash})`),
      ),
    });
  } catch (error) {
    for (const instance of instances) {
      process.stderr.write(`--- ${instance.name} output ---\n${instance.tail()}\n`);
    }
    throw error;
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await drillInstance?.stop();
    await feed.stop();
    await silentFeed.stop();
    if (options.keep) {
      process.stdout.write(`Kept database ${database.name} and ${runDir}\n`);
    } else {
      await database.drop();
      rmSync(runDir, { recursive: true, force: true });
    }
    if (options.plant) rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  (ok) => {
    process.exitCode = ok ? 0 : 1;
  },
  (error: unknown) => {
    console.error('Chaos run could not finish:', error instanceof Error ? error.stack : error);
    process.exitCode = 2;
  },
);

/** How long the payout workers get to catch up once the load ends. */
const PAYOUT_CATCH_UP_LIMIT_S = 60;

/**
 * Waits until no investment period has been due for more than two seconds (the workers look
 * every second), at least one period length; returns the seconds waited, or null at the limit.
 */
async function waitForPayouts(databaseUrl: string): Promise<number | null> {
  const started = Date.now();
  await sleep(INVESTMENT_PERIOD_SECONDS * 1000);
  while (Date.now() - started < PAYOUT_CATCH_UP_LIMIT_S * 1000) {
    const [behind] = await sqlOn<{ count: string }>(
      databaseUrl,
      `select count(*)::text as count from investments
        where status = 'active' and next_due_at < now() - interval '2 seconds'`,
    );
    if (behind?.count === '0') return Math.round((Date.now() - started) / 100) / 10;
    await sleep(500);
  }
  return null;
}
