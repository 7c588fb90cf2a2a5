import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SECURITY_ERROR_CODES } from '@kapital/shared';
import { eq, like } from 'drizzle-orm';
import { describe, expect, onTestFinished, test } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { transfers, user } from '../../src/db/schema/index.ts';
import { createDependencies } from '../../src/dependencies.ts';
import { payDueInvestments } from '../../src/features/investments/payout-worker.ts';
import { WS_CLOSE_UNAUTHENTICATED } from '../../src/features/realtime/routes.ts';
import { checkLedger } from '../../src/platform/ledger/index.ts';
import { createMemoryMailer } from '../../src/platform/mail/mailer.ts';
import type { Clock } from '../../src/platform/time/clock.ts';
import { TEST_BASE_URL } from '../helpers/build.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { fund } from '../helpers/ledger-fixtures.ts';
import { createManualClock } from '../helpers/manual-clock.ts';
import { createVerifiedUser, signIn } from '../helpers/users.ts';
import { newKey } from '../helpers/withdrawals.ts';
import { openSocket, within } from '../helpers/ws.ts';

const url = process.env.TEST_DATABASE_URL;

const execFileAsync = promisify(execFile);
const workerScript = fileURLToPath(new URL('../helpers/payout-process.ts', import.meta.url));

/** Runs the payout worker in a process of its own; resolves to the periods it paid. */
async function workerProcess(databaseUrl: string, nowMs: number): Promise<number> {
  const { stdout } = await execFileAsync('npx', ['tsx', workerScript, databaseUrl, String(nowMs)], {
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  return Number(stdout.trim());
}

/**
 * A fresh PostgreSQL database and two app instances on it, sharing one auth secret. Each opens
 * its own pool and its own LISTEN connection, as separate processes would. All of it is closed
 * when the test ends.
 */
async function twoInstances(options: { config?: Partial<Config>; clock?: Clock } = {}) {
  const database = await createTestDatabase();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'shared-secret-shared-secret-shared-0000' }),
    baseUrl: TEST_BASE_URL,
    trustedOrigins: [TEST_BASE_URL],
    ...options.config,
    databaseUrl: database.url,
  };
  const instances = await Promise.all(
    [1, 2].map(async () => {
      const deps = await createDependencies(config, {
        mailer: createMemoryMailer(),
        ...(options.clock ? { clock: options.clock } : {}),
      });
      return { app: await buildApp(deps), deps, ledger: deps.ledger };
    }),
  );
  onTestFinished(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.deps.close();
    }
    await database.dispose();
  });
  const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];
  return { database, first, second };
}

// The scale path: stateless instances behind a load balancer, one PostgreSQL between them.
describe.runIf(url)('two app instances on one PostgreSQL', () => {
  test('a session from one works on the other, a balance moved on one reaches a browser on the other, and signing out on one closes that browser socket', async () => {
    const { database, first, second } = await twoInstances();
    const person = await createVerifiedUser({ app: first.app, db: database.db });
    // Signed in on the first instance, reading from the second.
    const me = await second.app.inject({ url: '/api/me', headers: { cookie: person.cookie } });
    expect(me.statusCode).toBe(200);

    const address = await second.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = openSocket(`${address.replace('http', 'ws')}/api/ws`, person.cookie);
    await socket.next((message) => message.type === 'hello');

    const world = await first.ledger.systemAccount('world');
    const wallet = (await first.ledger.userAccounts(person.id)).wallet;
    await first.ledger.run((uow) =>
      first.ledger.transfer(uow, {
        debitAccountId: world.id,
        creditAccountId: wallet.id,
        amount: 4_200n,
        kind: 'test.deposit',
        idempotencyKey: `two-instances:${person.id}`,
      }),
    );
    const balance = await socket.next((message) => message.type === 'balance');
    expect(balance).toEqual({ type: 'balance', account: 'wallet', balance: '42.00' });

    // Signing out on one instance closes that session's socket on the other.
    const signedOut = await first.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: TEST_BASE_URL, cookie: person.cookie },
      payload: {},
    });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect((await within(socket.closed, 10_000, 'close')).code).toBe(WS_CLOSE_UNAUTHENTICATED);
  });

  test('a session ended from another browser on one instance: its socket on the other hears SESSION_REVOKED and closes, its next request there is refused, the rest stay', async () => {
    const { database, first, second } = await twoInstances();
    const person = await createVerifiedUser({ app: first.app, db: database.db });
    const otherCookie = await signIn({ app: first.app }, person.email, person.password);
    const me = (cookie: string) => second.app.inject({ url: '/api/me', headers: { cookie } });
    // The second instance holds the session in memory.
    expect((await me(otherCookie)).statusCode).toBe(200);
    const address = await second.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = openSocket(`${address.replace('http', 'ws')}/api/ws`, otherCookie);
    await socket.next((message) => message.type === 'hello');

    const sessions = await first.app.inject({
      url: '/api/sessions',
      headers: { cookie: person.cookie },
    });
    const other = (sessions.json().items as Array<{ id: string; current: boolean }>).find(
      (item) => !item.current,
    );
    const ended = await first.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${other?.id}`,
      headers: { origin: TEST_BASE_URL, cookie: person.cookie },
    });
    expect(ended.statusCode, ended.body).toBe(204);

    expect(await socket.next((message) => message.type === 'signed-out')).toEqual({
      type: 'signed-out',
      reason: SECURITY_ERROR_CODES.sessionRevoked,
      staffReason: null,
    });
    expect((await within(socket.closed, 10_000, 'close')).code).toBe(WS_CLOSE_UNAUTHENTICATED);
    await expect
      .poll(async () => (await me(otherCookie)).statusCode, { timeout: 2_000, interval: 5 })
      .toBe(401);
    expect((await me(person.cookie)).statusCode).toBe(200);
  });

  test('under the session cache, a ban on one instance refuses the user on the other at once', async () => {
    const { database, first, second } = await twoInstances();
    const person = await createVerifiedUser({ app: first.app, db: database.db });
    const admin = await createVerifiedUser({ app: first.app, db: database.db });
    await database.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
    const me = () => second.app.inject({ url: '/api/me', headers: { cookie: person.cookie } });
    // The second instance now holds the session in memory.
    expect((await me()).statusCode).toBe(200);
    expect(second.deps.sessions.size()).toBeGreaterThan(0);

    const banned = await first.app.inject({
      method: 'POST',
      url: `/api/admin/users/${person.id}/ban`,
      headers: { origin: TEST_BASE_URL, cookie: admin.cookie },
      payload: { reason: 'Two instances test' },
    });
    expect(banned.statusCode, banned.body).toBe(200);
    // A request that changes something reads the session afresh: refused at once.
    const move = await second.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      headers: { origin: TEST_BASE_URL, cookie: person.cookie, 'idempotency-key': newKey() },
      payload: { amount: '10.00' },
    });
    expect(move.statusCode, move.body).toBe(401);
    // A read hears of it over the bus: the cached session is dropped within moments, not
    // after the cache's minute.
    await expect
      .poll(async () => (await me()).statusCode, { timeout: 2_000, interval: 5 })
      .toBe(401);
  });

  test('payout workers in two processes and two instances at the same moments pay each period once', async () => {
    const clock = createManualClock(Date.parse('2026-08-01T00:00:00.000Z'));
    const { database, first, second } = await twoInstances({
      config: { investmentPeriodSeconds: 60 },
      clock,
    });
    const investmentIds: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const person = await createVerifiedUser({ app: first.app, db: database.db });
      const wallet = (await first.deps.ledger.userAccounts(person.id)).wallet;
      await fund(first.deps.ledger, wallet.id, 100_00n);
      // Half invest through one instance, half through the other.
      const via = index % 2 === 0 ? first : second;
      const response = await via.app.inject({
        method: 'POST',
        url: '/api/investments',
        headers: { origin: TEST_BASE_URL, cookie: person.cookie, 'idempotency-key': newKey() },
        payload: { packageSlug: 'starter', amount: '100' },
      });
      expect(response.statusCode, response.body).toBe(201);
      investmentIds.push(response.json().id);
    }
    // Seven one-minute periods in three steps. At each, two worker processes start at once,
    // and the instances' own workers run beside them: four workers on one database.
    let paid = 0;
    for (const minutes of [1.5, 2.25, 4]) {
      clock.advance(minutes * 60 * 1000);
      const counts = await Promise.all([
        workerProcess(database.url ?? '', clock.now()),
        workerProcess(database.url ?? '', clock.now()),
        ...[first, second].map((instance) =>
          payDueInvestments(instance.deps, clock.now(), { batchSize: 2 }),
        ),
      ]);
      paid += counts.reduce((sum, count) => sum + count, 0);
    }
    expect(paid).toBe(12 * 7);
    for (const id of investmentIds) {
      const keys = await database.db
        .select({ key: transfers.idempotencyKey })
        .from(transfers)
        .where(like(transfers.idempotencyKey, `investment:${id}:%`));
      expect(keys.map((row) => row.key.slice(id.length + 12)).sort()).toEqual(
        ['capital', 'maturity', ...Array.from({ length: 7 }, (_, n) => `period:${n + 1}`)].sort(),
      );
    }
    expect((await checkLedger(database.db)).breaches).toEqual([]);
  });
});
