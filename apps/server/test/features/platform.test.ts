import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { expectError, get, rowCounts } from '../helpers/http.ts';
import { catchLogLines } from '../helpers/log-lines.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('GET /api/health: 200, status ok, database reachable', async () => {
    const response = await get(t, '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      version: 'test',
      database: { reachable: true, driver: t.deps.database.driver },
    });
  });
});

describe('errors', () => {
  it('an unknown /api route: 404 NOT_FOUND in the error shape', async () => {
    const error = expectError(await get(t, '/api/x'), 404, 'NOT_FOUND');
    expect(error.message).toContain('/api/x');
    expectError(
      await t.app.inject({ method: 'DELETE', url: '/api/me', headers: { origin: TEST_BASE_URL } }),
      404,
      'NOT_FOUND',
    );
  });

  it('a 404 message never echoes the query string', async () => {
    const error = expectError(await get(t, '/api/nothing?token=secret-value'), 404, 'NOT_FOUND');
    expect(error.message).not.toContain('secret-value');
  });

  it.each([['/api/account/register'], ['/api/auth/sign-in/email']])(
    'malformed JSON to %s: 400 in the error shape, nothing written',
    async (url) => {
      const before = await rowCounts(t.db);
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: TEST_BASE_URL, 'content-type': 'application/json' },
        payload: '{"email": "a@b.c", "password":',
      });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json();
      expect(Object.keys(body)).toEqual(['error']);
      expect(body.error.code).toEqual(expect.any(String));
      expect(body.error.message).toEqual(expect.any(String));
      expect(await rowCounts(t.db)).toEqual(before);
    },
  );

  it.each([
    ['/api/account/register', 'application/xml', 415],
    ['/api/auth/sign-in/email', 'application/xml', 415],
    ['/api/account/register', 'text/plain', 415],
    ['/api/auth/sign-in/email', 'text/plain', 415],
  ])('POST %s as %s: %i in the error shape, nothing written', async (url, type, status) => {
    const before = await rowCounts(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_BASE_URL, 'content-type': type },
      payload: 'hello',
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.code).toEqual(expect.any(String));
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('a body above 1 MiB: 413 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      headers: { origin: TEST_BASE_URL, 'content-type': 'application/json' },
      payload: JSON.stringify({ fullName: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toEqual(expect.any(String));
  });
});

describe('security headers', () => {
  it.each([['/api/health'], ['/api/x'], ['/api/me']])('%s carries CSP and nosniff', async (url) => {
    const response = await get(t, url);
    const csp = String(response.headers['content-security-policy'] ?? '');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('no HSTS on plain http', async () => {
    const response = await get(t, '/api/health');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('/api/docs/json lists the account and profile routes, not the hidden auth bridge', async () => {
    const response = await get(t, '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Kapital API');
    const paths = Object.keys(document.paths);
    expect(paths).toContain('/api/account/register');
    expect(paths).toContain('/api/me');
    expect(paths).toContain('/api/health');
    expect(document.paths['/api/account/register'].post).toBeDefined();
    expect(document.paths['/api/me'].get).toBeDefined();
    expect(paths.some((path) => path.startsWith('/api/auth'))).toBe(false);
    expect(paths).not.toContain('/api/ws');
  });

  it('names every operation (unique camelCase), says who may call it, and where the API is', async () => {
    const document = (await get(t, '/api/docs/json')).json() as {
      servers?: { url: string }[];
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
    };
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        route: `${method} ${path}`,
        ...operation,
      })),
    );
    expect(operations.length).toBeGreaterThan(80);
    for (const { route, operationId, security } of operations) {
      expect(operationId, route).toMatch(/^[a-z]+[A-Z][A-Za-z0-9]*$/);
      expect(security, `${route}: a session, or [] for a public operation`).toBeInstanceOf(Array);
    }
    const ids = operations.map(({ operationId }) => operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const byRoute = Object.fromEntries(operations.map((operation) => [operation.route, operation]));
    expect(byRoute['get /api/admin/users/{userId}']?.operationId).toBe('getAdminUsersByUserId');
    expect(byRoute['post /api/account/register']?.security).toEqual([]);
    expect(byRoute['get /api/me']?.security).toEqual([{ session: [] }]);
  });
});

describe('request log', () => {
  it('is off by default: the console shows what happened in lines a person reads', async () => {
    const written: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
      written.push(String(chunk));
      return true;
    });
    onTestFinished(() => write.mockRestore());
    const defaults = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: t.deps.config.authSecret });
    const app = await buildApp({
      ...t.deps,
      config: {
        ...t.deps.config,
        logLevel: defaults.logLevel,
        logFormat: defaults.logFormat,
        logRequests: defaults.logRequests,
      },
    });
    onTestFinished(() => app.close());
    for (const url of ['/api/health', '/api/me', '/api/x']) await app.inject({ url });
    app.log.warn('the market feed is stale');
    write.mockRestore();

    expect(written.join('')).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: the market feed is stale\n$/m);
    expect(written.join('')).not.toMatch(/incoming request|request completed|\/api\/health/);
    expect(written.join('')).not.toContain('{"level"');
  });

  it('never writes the query string (one-time tokens) to the log', async () => {
    // An app logging at info level on this file's database; its log lines are caught, not printed.
    const caught = catchLogLines();
    const lines = () => caught.map((line) => JSON.stringify(line));

    const app = await buildApp({
      ...t.deps,
      config: { ...t.deps.config, logLevel: 'info', logFormat: 'json', logRequests: true },
    });
    onTestFinished(() => app.close());
    const secret = 'one-time-token-abc123';
    await app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${secret}&callbackURL=/`,
    });
    await app.inject({ method: 'GET', url: `/api/x?token=${secret}` });
    await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `better-auth.session_token=${secret}` },
    });
    // Each request logs "incoming request" (with its url) and "request completed".
    await vi.waitFor(() => {
      expect(lines().filter((line) => line.includes('"url":"/api/')).length).toBe(3);
      expect(lines().filter((line) => line.includes('request completed')).length).toBe(3);
    });
    expect(lines().some((line) => line.includes('"url":"/api/auth/verify-email"'))).toBe(true);
    for (const line of lines()) expect(line).not.toContain(secret);
  });
});
