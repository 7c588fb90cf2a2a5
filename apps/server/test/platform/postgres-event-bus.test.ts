import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import {
  createPostgresEventBus,
  type DomainEvent,
  retryDelay,
} from '../../src/platform/events/event-bus.ts';
import { build } from '../helpers/build.ts';
import { verifiedUser } from '../helpers/http.ts';
import { openSocket } from '../helpers/ws.ts';

const url = process.env.TEST_DATABASE_URL;

const balanceEvent = (balance: string): DomainEvent => ({
  type: 'balance',
  userId: 'u-1',
  account: 'wallet',
  balance,
});

/**
 * A bus whose connections carry a name of their own, so the test can end exactly them (other
 * test files share the server).
 */
async function namedBus() {
  const name = `kapital_bus_${randomBytes(4).toString('hex')}`;
  const busUrl = new URL(url ?? '');
  busUrl.searchParams.set('application_name', name);
  /** What the bus told its metrics: each delivery's delay, and the reconnects. */
  const observed = { delaysMs: [] as number[], reconnects: 0 };
  const bus = await createPostgresEventBus(busUrl.toString(), {
    firstRetryMs: 50,
    maxRetryMs: 400,
    onDelivered: (delayMs) => observed.delaysMs.push(delayMs),
    onReconnected: () => {
      observed.reconnects += 1;
    },
  });
  onTestFinished(() => bus.close());
  return { bus, name, observed };
}

/** What a database restart or failover does to the bus: its backends are terminated. */
async function terminateBackends(name: string, onlyListener: boolean): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where application_name = $1 and ($2 = false or query like 'LISTEN%')`,
      [name, onlyListener],
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

test('retries back off exponentially with jitter, up to the cap', () => {
  expect(retryDelay(0, 500, 30_000, () => 0)).toBe(250);
  expect(retryDelay(0, 500, 30_000, () => 1)).toBe(500);
  expect(retryDelay(3, 500, 30_000, () => 1)).toBe(4_000);
  expect(retryDelay(20, 500, 30_000, () => 0)).toBe(15_000);
  expect(retryDelay(20, 500, 30_000, () => 1)).toBe(30_000);
});

// LISTEN/NOTIFY exists only on a PostgreSQL server; this file runs in the PostgreSQL pass.
describe.runIf(url)('the PostgreSQL event bus', () => {
  test('carries an event published on one instance to every instance, once each', async () => {
    const [first, second] = await Promise.all([
      createPostgresEventBus(url ?? ''),
      createPostgresEventBus(url ?? ''),
    ]);
    try {
      const heardByFirst: DomainEvent[] = [];
      const heardBySecond: DomainEvent[] = [];
      first.subscribe((event) => heardByFirst.push(event));
      second.subscribe((event) => heardBySecond.push(event));
      const event = balanceEvent('12.34');
      await first.publish(event);
      await expect.poll(() => heardBySecond.length).toBe(1);
      await expect.poll(() => heardByFirst.length).toBe(1);
      expect(heardBySecond[0]).toEqual(event);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  test('publishes many events at once in order, one query at a time on its connection', async () => {
    const { bus } = await namedBus();
    const heard: string[] = [];
    bus.subscribe((event) => {
      if (event.type === 'balance') heard.push(event.balance);
    });
    // pg warns (and pg 9 throws) when a query starts on a client that is still busy.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    onTestFinished(() => {
      process.off('warning', onWarning);
    });
    const sent = Array.from({ length: 50 }, (_, index) => `${index}.00`);
    await Promise.all(sent.map((balance) => bus.publish(balanceEvent(balance))));
    await expect.poll(() => heard.length).toBe(50);
    expect(heard).toEqual(sent);
    expect(warnings.filter((message) => message.includes('already executing'))).toEqual([]);
  });

  test('events published while a NOTIFY is on its way leave together in one statement', async () => {
    const { bus } = await namedBus();
    const heard: string[] = [];
    bus.subscribe((event) => {
      if (event.type === 'balance') heard.push(event.balance);
    });
    const queries = vi.spyOn(pg.Client.prototype, 'query');
    onTestFinished(() => queries.mockRestore());
    const sent = Array.from({ length: 50 }, (_, index) => `${index}.00`);
    await Promise.all(sent.map((balance) => bus.publish(balanceEvent(balance))));
    await expect.poll(() => heard.length).toBe(50);
    expect(heard).toEqual(sent);
    // Published in one go, before the first could leave: one statement carries all 50.
    const notifies = queries.mock.calls.filter(([text]) => String(text).includes('pg_notify'));
    expect(notifies).toHaveLength(1);
  });

  test('survives the end of its LISTEN connection: listens again and signals a resync', async () => {
    const { bus, name, observed } = await namedBus();
    const other = await createPostgresEventBus(url ?? '');
    onTestFinished(() => other.close());
    const heard: DomainEvent[] = [];
    let resyncs = 0;
    bus.subscribe((event) => heard.push(event));
    bus.onResync(() => {
      resyncs += 1;
    });

    expect(bus.isConnected()).toBe(true);
    expect(await terminateBackends(name, true)).toBe(1);
    await expect.poll(() => bus.isConnected()).toBe(false);
    await expect.poll(() => resyncs, { timeout: 10_000 }).toBe(1);
    expect(bus.isConnected()).toBe(true);
    expect(observed.reconnects).toBe(1);

    await other.publish(balanceEvent('1.00'));
    // Listeners hear the event as published; the bus alone reads when it was.
    await expect.poll(() => heard).toEqual([balanceEvent('1.00')]);
    expect(observed.delaysMs).toHaveLength(1);
    expect(observed.delaysMs[0]).toBeGreaterThanOrEqual(0);
    expect(observed.delaysMs[0]).toBeLessThan(10_000);
  });

  test('after a restart ends both connections, it publishes and hears again', async () => {
    const { bus, name } = await namedBus();
    const heard: DomainEvent[] = [];
    let resyncs = 0;
    bus.subscribe((event) => heard.push(event));
    bus.onResync(() => {
      resyncs += 1;
    });

    expect(await terminateBackends(name, false)).toBe(2);
    await expect.poll(() => resyncs, { timeout: 10_000 }).toBe(1);
    await bus.publish(balanceEvent('2.00'));
    await expect.poll(() => heard).toEqual([balanceEvent('2.00')]);
  });

  test('open browsers get a resync frame once the bus is back', async () => {
    const t = await build();
    const { bus, name } = await namedBus();
    const app = await buildApp({ ...t.deps, events: bus });
    onTestFinished(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const someone = await verifiedUser({ ...t, app });
    const socket = openSocket(`ws://127.0.0.1:${port}/api/ws`, someone.cookie);
    onTestFinished(() => socket.close());
    await socket.next((message) => message.type === 'hello');

    await terminateBackends(name, true);
    expect(await socket.next((message) => message.type === 'resync')).toEqual({ type: 'resync' });
  });
});
