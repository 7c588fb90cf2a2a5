import { ERROR_CODES } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/db/schema/index.ts';
import {
  type ApiRoute,
  BETTER_AUTH_POSTS,
  documentedRoutes,
  jsonBodyRoute,
  STATE_CHANGING,
  tableRowCounts,
  urlOf,
} from '../helpers/api-routes.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { newKey } from '../helpers/deposit-requests.ts';
import { expectError, verifiedUser } from '../helpers/http.ts';
import { staffUser } from '../helpers/staff.ts';
import type { TestUser } from '../helpers/users.ts';

let t: TestApp;
let admin: TestUser;
let target: TestUser;
let targets: ApiRoute[];

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  admin = await staffUser(t, 'admin');
  target = await verifiedUser(t);
  const documented = documentedRoutes(t.app).filter((route) =>
    STATE_CHANGING.includes(route.method),
  );
  const betterAuth = BETTER_AUTH_POSTS.map((path) => jsonBodyRoute('POST', path));
  targets = [...documented, ...betterAuth];
});
afterAll(async () => {
  await t?.close();
});

/** Another port of the same host: same site, so SameSite=Lax cookies travel with its forms. */
const SAME_SITE_PAGE = 'http://localhost:4000';

const label = (route: ApiRoute) => `${route.method} ${route.path}`;

/** The signed-in admin's browser sends `headers` and a body to `route`, aimed at `target`. */
function send(route: ApiRoute, headers: Record<string, string>, payload = '{}') {
  return t.app.inject({
    method: route.method,
    url: urlOf(route, { userId: target.id }),
    headers: {
      cookie: admin.cookie,
      'idempotency-key': newKey(),
      'content-type': 'application/json',
      ...headers,
    },
    payload,
  });
}

async function expectEveryRoute(
  headers: Record<string, string>,
  check: (response: LightMyRequestResponse) => void,
  payload?: string,
) {
  const before = await tableRowCounts(t.db);
  for (const route of targets) {
    const response = await send(route, headers, payload);
    try {
      check(response);
    } catch (error) {
      throw new Error(`${label(route)}: ${(error as Error).message}`);
    }
  }
  expect(await tableRowCounts(t.db)).toEqual(before);
  const [row] = await t.db.select().from(user).where(eq(user.id, target.id));
  expect(row).toMatchObject({ userStatus: 'active', userBlock: false });
}

const refusedAsForeign = (response: LightMyRequestResponse) => {
  const error = expectError(response, 403, ERROR_CODES.foreignOrigin);
  expect(error.message).toContain(`Open Kapital at ${TEST_BASE_URL}`);
};

describe('state-changing requests from another origin', () => {
  it('covers the documented routes and the Better Auth ones', () => {
    const paths = targets.map(label);
    expect(paths).toContain('POST /api/admin/users/{userId}/ban');
    expect(paths).toContain('POST /api/kyc');
    expect(paths).toContain('PUT /api/profile');
    expect(paths).toContain('POST /api/auth/sign-out');
    expect(targets.length).toBeGreaterThan(30);
  });

  it('a page on another port of the same host: 403 FOREIGN_ORIGIN, nothing changes', async () => {
    await expectEveryRoute({ origin: SAME_SITE_PAGE }, refusedAsForeign);
  });

  it('Origin: null (a sandboxed frame, a file): 403, nothing changes', async () => {
    await expectEveryRoute({ origin: 'null' }, refusedAsForeign);
  });

  it('neither Origin nor Referer: 403, nothing changes', async () => {
    await expectEveryRoute({}, refusedAsForeign);
  });

  it('no Origin and a Referer from another site: 403, nothing changes', async () => {
    await expectEveryRoute({ referer: `${SAME_SITE_PAGE}/attack.html` }, refusedAsForeign);
  });

  it('a look-alike origin (the same host as a prefix) is foreign too', async () => {
    await expectEveryRoute({ origin: `${TEST_BASE_URL}.evil.example` }, refusedAsForeign);
  });
});

describe('bodies that are not JSON, from the own origin', () => {
  it.each([['text/plain'], ['application/x-www-form-urlencoded']])(
    '%s (what a cross-site form can send): 415 UNSUPPORTED_MEDIA_TYPE, nothing changes',
    async (type) => {
      await expectEveryRoute(
        { origin: TEST_BASE_URL, 'content-type': type },
        (response) => {
          const error = expectError(response, 415, ERROR_CODES.unsupportedMediaType);
          expect(error.message).toContain('application/json');
        },
        'userTrading=true',
      );
    },
  );
});

describe('the own origin', () => {
  it('is let through, named by Origin or, without it, by the Referer', async () => {
    const profile = jsonBodyRoute('PUT', '/api/profile');
    const body = (fullName: string) =>
      JSON.stringify({
        fullName,
        firstName: 'Ada',
        userName: `ada_${newKey().slice(-8).replaceAll('-', '')}`,
        currency: 'USD',
        phone: null,
        country: null,
      });
    const byOrigin = await send(profile, { origin: TEST_BASE_URL }, body('Ada Byron'));
    expect(byOrigin.statusCode, byOrigin.body).toBe(200);
    const byReferer = await send(
      profile,
      { referer: `${TEST_BASE_URL}/profile/edit` },
      body('Ada King'),
    );
    expect(byReferer.statusCode, byReferer.body).toBe(200);
    expect(byReferer.json().fullName).toBe('Ada King');
  });

  it('GET needs no Origin: reading changes nothing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('the WebSocket', () => {
  it.each([
    ['another origin', { origin: SAME_SITE_PAGE }],
    ['no origin', {}],
  ])('from %s: the upgrade is refused with 403', async (_, headers) => {
    await expect(
      t.app.injectWS('/api/ws', { headers: { cookie: admin.cookie, ...headers } }),
    ).rejects.toThrow('Unexpected server response: 403');
  });

  it('from the own origin: upgraded, and the server says hello', async () => {
    // Listening from the start: a session held in memory answers before the upgrade resolves.
    let hello: Promise<string> | undefined;
    const socket = await t.app.injectWS(
      '/api/ws',
      { headers: { cookie: admin.cookie, origin: TEST_BASE_URL } },
      {
        onInit: (ws) => {
          hello = new Promise<string>((resolve) =>
            ws.once('message', (data) => resolve(data.toString())),
          );
        },
      },
    );
    expect(JSON.parse((await hello) ?? '')).toMatchObject({ type: 'hello', uid: admin.id });
    socket.terminate();
  });
});
