import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { investments } from '../../src/db/schema/index.ts';
import { drainAndClose } from '../../src/platform/lifecycle/shutdown.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { expectError, get } from '../helpers/http.ts';
import { investOk, investorWith } from '../helpers/investments.ts';
import { fundWallet } from '../helpers/ledger-fixtures.ts';
import { catchLogLines } from '../helpers/log-lines.ts';
import { createVerifiedUser } from '../helpers/users.ts';
import { listenForSockets, openSocket, within } from '../helpers/ws.ts';

const TOKEN = `metrics-${randomBytes(12).toString('hex')}`;
const REQUEST_ID = /^[0-9a-f]{16}$/;

let t: TestApp;

beforeAll(async () => {
  t = await build({ metricsToken: TOKEN }, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
});

const scrape = async (app = t.app) => {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};

/** The value of one series in a scrape, e.g. `kapital_websockets_open`. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('request ids', () => {
  it('every answer has its own id, and an error answer gives it to the person', async () => {
    const first = await get(t, '/api/health');
    const second = await get(t, '/api/health');
    expect(first.headers['x-request-id']).toMatch(REQUEST_ID);
    expect(second.headers['x-request-id']).toMatch(REQUEST_ID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);

    const person = await createVerifiedUser(t);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/language',
      headers: { origin: TEST_BASE_URL, cookie: person.cookie },
      payload: { language: 'xx' },
    });
    expectError(refused, 400, 'VALIDATION_ERROR');
    expect(refused.json().error.requestId).toMatch(REQUEST_ID);
  });

  it('a fault answers 500 with the id that every log line of the request carries', async () => {
    const caught = catchLogLines();
    const app = await buildApp({
      ...t.deps,
      config: { ...t.deps.config, logLevel: 'info', logFormat: 'json', logRequests: true },
    });
    // Added before the app is ready: a route that fails the way a bug would.
    app.get('/api/test-fault', async () => {
      throw new Error('a bug');
    });
    onTestFinished(() => app.close());

    const response = await app.inject({ method: 'GET', url: '/api/test-fault' });
    const { message } = expectError(response, 500, 'INTERNAL_ERROR');
    expect(message).toBe('Something went wrong on our side. Try again.');
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(REQUEST_ID);

    await vi.waitFor(() => {
      expect(caught.filter((line) => line.reqId === requestId).map((line) => line.msg)).toEqual([
        'incoming request',
        'request failed',
        'request completed',
      ]);
    });
    // No line of the run lacks a request's id, except those about the app itself.
    const requestLines = caught.filter((line) => line.req !== undefined || line.res !== undefined);
    for (const line of requestLines) expect(line.reqId).toMatch(REQUEST_ID);
  });
});

describe('liveness and readiness', () => {
  it('live: 200 while the process answers', async () => {
    const response = await get(t, '/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('ready: 200 when the database, the event bus and the market feed are', async () => {
    const response = await get(t, '/api/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: true, eventBus: true, marketFeed: true },
    });
  });

  it.each([
    ['the event bus is cut off', { eventBus: false, marketFeed: true }],
    ['every price is stale', { eventBus: true, marketFeed: false }],
  ])('ready: 503 when %s', async (_case, state) => {
    const app = await buildApp({
      ...t.deps,
      events: { ...t.deps.events, isConnected: () => state.eventBus },
      market: { ...t.deps.market, isStale: () => !state.marketFeed },
    });
    onTestFinished(() => app.close());
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not_ready', checks: { database: true, ...state } });
  });
});

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const plain = await build();
    expectError(await get(plain, '/metrics'), 404, 'NOT_FOUND');
  });

  it('refuses a missing or wrong token, and asks for a bearer token', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expectError(response, 401, 'UNAUTHENTICATED');
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('answers the Prometheus text format, never cached', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE kapital_http_request_duration_seconds histogram');
  });

  it('counts requests by route pattern and status, never by the address itself', async () => {
    const person = await createVerifiedUser(t);
    const before = await scrape();
    const series =
      'kapital_http_request_duration_seconds_count{method="GET",route="/api/health/live",status="200"}';
    const count = seriesValue(before, series) ?? 0;
    await get(t, '/api/health/live');
    await get(t, '/api/health/live');
    await get(t, '/api/deposits/00000000-0000-4000-8000-000000000000', person.cookie);
    const after = await scrape();
    expect(seriesValue(after, series)).toBe(count + 2);
    expect(after).toMatch(/route="\/api\/deposits\/:depositId",status="404"/);
    expect(after).not.toContain('00000000-0000-4000-8000-000000000000');
  });

  it('counts committed transfers by kind', async () => {
    const person = await createVerifiedUser(t);
    const series = 'kapital_ledger_transfers_total{kind="test.fund"}';
    const count = seriesValue(await scrape(), series) ?? 0;
    await fundWallet(t.ledger, person.id, 5_00n);
    await fundWallet(t.ledger, person.id, 7_00n);
    expect(seriesValue(await scrape(), series)).toBe(count + 2);
  });

  it("has the process's memory and event-loop delay, the bus, draining and the payout lag", async () => {
    const text = await scrape();
    expect(seriesValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
    expect(seriesValue(text, 'kapital_event_bus_connected')).toBe(1);
    expect(seriesValue(text, 'kapital_draining')).toBe(0);
    expect(seriesValue(text, 'kapital_payout_lag_seconds')).toBe(0);
    expect(text).toContain('# TYPE kapital_trigger_tick_duration_seconds histogram');
    expect(text).toContain('# TYPE kapital_event_bus_delay_seconds histogram');
    if (t.deps.database.driver === 'postgres') {
      expect(seriesValue(text, 'kapital_db_pool_connections{state="max"}')).toBeGreaterThan(0);
    }
  });

  it('the payout lag is the age of the oldest period due and not paid', async () => {
    const own = await build({ metricsToken: TOKEN });
    const investor = await investorWith(own, 100_00n);
    const investment = await investOk(own, investor, { amount: '50.00' });
    expect(seriesValue(await scrape(own.app), 'kapital_payout_lag_seconds')).toBe(0);
    // No payout job runs in tests: a period that fell due 90 s ago stays unpaid.
    await own.db
      .update(investments)
      .set({ nextDueAt: new Date(Date.now() - 90_000) })
      .where(eq(investments.id, investment.id));
    const lag = seriesValue(await scrape(own.app), 'kapital_payout_lag_seconds') ?? 0;
    expect(lag).toBeGreaterThanOrEqual(90);
    expect(lag).toBeLessThan(150);
  });
});

describe('draining (SIGTERM)', () => {
  it('reports not ready, tells sockets to reconnect elsewhere, then stops listening', async () => {
    const own = await build({ metricsToken: TOKEN });
    const url = await listenForSockets(own);
    const httpBase = url.replace('ws://', 'http://').replace('/api/ws', '');
    const person = await createVerifiedUser(own);
    const socket = openSocket(url, person.cookie);
    await socket.next((message) => message.type === 'hello');
    expect(seriesValue(await scrape(own.app), 'kapital_websockets_open')).toBe(1);

    let jobsStopped = false;
    const closing = drainAndClose({
      app: own.app,
      draining: own.deps.draining,
      drainSeconds: 1,
      stopBackgroundJobs: async () => {
        jobsStopped = true;
      },
      closeDependencies: async () => {},
    });
    // Browsers are told at once; the load balancer sees not ready while requests still work.
    expect((await within(socket.closed)).code).toBe(1012);
    const ready = await fetch(`${httpBase}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { status: string }).status).toBe('draining');
    expect((await fetch(`${httpBase}/api/health/live`)).status).toBe(200);
    const late = openSocket(url, person.cookie);
    expect((await within(late.closed)).code).toBe(1012);
    expect(jobsStopped).toBe(false);

    await closing;
    expect(jobsStopped).toBe(true);
    await expect(fetch(`${httpBase}/api/health/live`)).rejects.toThrow();
  });
});
