import { createHash } from 'node:crypto';
import {
  ERROR_CODES,
  meResponse,
  SECURITY_ERROR_CODES,
  STAFF_ACCESS_LINK_SECONDS,
  STAFF_ACCESS_SESSION_SECONDS,
  staffAccessLinkResponse,
} from '@kapital/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  session,
  signInAttempt,
  staffAccessToken,
  user,
} from '../../src/db/schema/index.ts';
import { send } from '../helpers/admin.ts';
import {
  BETTER_AUTH_POSTS,
  documentedRoutes,
  STATE_CHANGING,
  tableDigests,
  urlOf,
} from '../helpers/api-routes.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { expectError, get, sessionTokenOf, verifiedUser } from '../helpers/http.ts';
import { createManualClock } from '../helpers/manual-clock.ts';
import { staffUser } from '../helpers/staff.ts';
import { cookieOf, type TestUser } from '../helpers/users.ts';
import { withdrawalReadyUser } from '../helpers/withdrawals.ts';

const clock = createManualClock(Date.now());
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await build({}, { autoClose: false, clock });
  admin = await staffUser(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function issue(userId: string, cookie = admin.cookie) {
  return send(t, 'POST', `/api/admin/users/${userId}/staff-access`, { cookie });
}

async function issueLink(person: TestUser) {
  const response = await issue(person.id);
  expect(response.statusCode, response.body).toBe(201);
  const link = staffAccessLinkResponse.parse(response.json());
  const [, , userName = '', token = ''] = link.path.split('/');
  return { ...link, userName: decodeURIComponent(userName), token };
}

/** The /login-admin page's POST, from a browser with no session (the admin's other browser). */
function open(userName: string, token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/staff-access',
    headers: { origin: TEST_BASE_URL, 'user-agent': CHROME },
    payload: { userName, token },
  });
}

/** Opens a link for `person` and answers the staff-access browser's session cookie. */
async function staffCookieFor(person: TestUser): Promise<string> {
  const link = await issueLink(person);
  const opened = await open(link.userName, link.token);
  expect(opened.statusCode, opened.body).toBe(204);
  return cookieOf(opened.headers);
}

async function staffSessionsOf(userId: string) {
  return t.db
    .select()
    .from(session)
    .where(and(eq(session.userId, userId), eq(session.staffAccessBy, admin.id)));
}

async function auditOf(action: string, targetId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}

describe('issuing a staff-access link', () => {
  it('gives an admin a one-time path valid five minutes, keeps only its digest, and audits it', async () => {
    const person = await verifiedUser(t);
    const link = await issueLink(person);
    expect(link.path).toMatch(/^\/login-admin\/[a-z0-9_]+\/[A-Za-z0-9_-]{43}$/);
    expect(link.userName).toBe(person.userName);
    expect(Date.parse(link.expiresAt)).toBe(clock.now() + STAFF_ACCESS_LINK_SECONDS * 1000);

    const [stored] = await t.db
      .select()
      .from(staffAccessToken)
      .where(eq(staffAccessToken.userId, person.id));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(link.token);
    expect(stored).toMatchObject({ issuedBy: admin.id, usedAt: null });

    const [entry] = await auditOf('staff_access.issue', person.id);
    expect(entry).toMatchObject({ actorId: admin.id, actorRole: 'admin', targetType: 'user' });
    expect(JSON.stringify(entry)).not.toContain(link.token);
  });

  it('is refused to support and to plain users, and for staff accounts', async () => {
    const person = await verifiedUser(t);
    for (const asker of [await staffUser(t, 'support'), await verifiedUser(t)]) {
      expectError(await issue(person.id, asker.cookie), 403, ERROR_CODES.forbidden);
    }
    expectError(await issue(person.id, ''), 401, ERROR_CODES.unauthenticated);
    const otherAdmin = await staffUser(t, 'admin');
    expectError(await issue(otherAdmin.id), 403, 'CANNOT_ACT_ON_ADMIN');
    expectError(await issue('no-such-user'), 404, ERROR_CODES.notFound);
    expect(
      await t.db.select().from(staffAccessToken).where(eq(staffAccessToken.userId, person.id)),
    ).toEqual([]);
  });
});

describe('opening a staff-access link', () => {
  it('opens a session as the user, marked as staff access for an hour, shown in their history and audited', async () => {
    const person = await verifiedUser(t);
    const link = await issueLink(person);
    const opened = await open(link.userName, link.token);
    expect(opened.statusCode, opened.body).toBe(204);
    const cookies = String(opened.headers['set-cookie']);
    expect(cookies).toContain('better-auth.session_token=');
    // The admin's browser is not remembered as one of the user's.
    expect(cookies).not.toContain('kapital-device');

    const staffCookie = cookieOf(opened.headers);
    const me = await get(t, '/api/me', staffCookie);
    expect(me.statusCode, me.body).toBe(200);
    const body = meResponse.parse(me.json());
    expect(body.profile.uid).toBe(person.id);
    expect(body.staffAccess?.staffUserName).toBe(admin.userName);
    const ends = Date.parse(body.staffAccess?.expiresAt ?? '');
    expect(Math.abs(ends - (Date.now() + STAFF_ACCESS_SESSION_SECONDS * 1000))).toBeLessThan(
      60_000,
    );
    // The user's own session is not staff access.
    expect(meResponse.parse((await get(t, '/api/me', person.cookie)).json()).staffAccess).toBe(
      null,
    );

    const [row] = await staffSessionsOf(person.id);
    expect(row?.token).toBe(sessionTokenOf(staffCookie));
    const [attempt] = await t.db
      .select()
      .from(signInAttempt)
      .where(eq(signInAttempt.userId, person.id));
    expect(attempt).toMatchObject({ result: 'staff_access', method: 'staff_access' });
    const history = await get(t, '/api/security/sign-ins', person.cookie);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().items).toEqual([
      expect.objectContaining({ result: 'staff_access', method: 'staff_access' }),
    ]);
    const [entry] = await auditOf('staff_access.open', person.id);
    expect(entry).toMatchObject({ actorId: admin.id, after: { sessionId: row?.id } });
    // The user's list of sessions marks it, so they know whose it is and may end it.
    const sessions = await get(t, '/api/sessions', person.cookie);
    expect(sessions.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: row?.id, staffAccess: true, current: false }),
        expect.objectContaining({ staffAccess: false, current: true }),
      ]),
    );
  });

  it('works once when two browsers open it at the same moment', async () => {
    const person = await verifiedUser(t);
    const link = await issueLink(person);
    const answers = await Promise.all([
      open(link.userName, link.token),
      open(link.userName, link.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    if (refused) expectError(refused, 400, SECURITY_ERROR_CODES.staffAccessInvalid);
    expect(await staffSessionsOf(person.id)).toHaveLength(1);
    expect(await auditOf('staff_access.open', person.id)).toHaveLength(1);
  });

  it('refuses a link that expired, was forged, or names another user, and opens no session', async () => {
    const person = await verifiedUser(t);
    const other = await verifiedUser(t);

    const expired = await issueLink(person);
    await t.db
      .update(staffAccessToken)
      .set({ expiresAt: new Date(clock.now() - 1000) })
      .where(eq(staffAccessToken.userId, person.id));
    const error = expectError(
      await open(expired.userName, expired.token),
      400,
      SECURITY_ERROR_CODES.staffAccessInvalid,
    );
    expect(error.message).toMatch(/expired/);

    expectError(
      await open(person.userName, 'A'.repeat(43)),
      400,
      SECURITY_ERROR_CODES.staffAccessInvalid,
    );

    // Another username spends the token: the link was altered and is not trusted again.
    const mismatched = await issueLink(person);
    expectError(
      await open(other.userName, mismatched.token),
      400,
      SECURITY_ERROR_CODES.staffAccessInvalid,
    );
    expectError(
      await open(mismatched.userName, mismatched.token),
      400,
      SECURITY_ERROR_CODES.staffAccessInvalid,
    );

    expect(await staffSessionsOf(person.id)).toEqual([]);
    expect(await staffSessionsOf(other.id)).toEqual([]);
  });

  it('says clearly that a banned user cannot be opened', async () => {
    const person = await verifiedUser(t);
    const link = await issueLink(person);
    await t.db.update(user).set({ userStatus: 'banned' }).where(eq(user.id, person.id));
    const error = expectError(await open(link.userName, link.token), 403, ERROR_CODES.forbidden);
    expect(error.message).toMatch(/banned or blocked/);
    expect(await staffSessionsOf(person.id)).toEqual([]);
  });
});

describe('a staff-access session', () => {
  it('changes nothing: money, security and every other change are refused, sign-out aside', async () => {
    const person = await withdrawalReadyUser(t, { wallet: 100_00n });
    const staffCookie = await staffCookieFor(person);
    // A first read, so the session is known before the digests are taken.
    expect((await get(t, '/api/me', staffCookie)).statusCode).toBe(200);
    const before = await tableDigests(t.db);

    const routes = documentedRoutes(t.app).filter((route) => STATE_CHANGING.includes(route.method));
    const paths = routes.map((route) => `${route.method} ${route.path}`);
    // The money and security routes the issue names are among them.
    for (const named of [
      'POST /api/withdrawals',
      'POST /api/deposits',
      'POST /api/investments',
      'POST /api/positions',
      'POST /api/funds/{fund}/move',
      'PUT /api/bank',
      'POST /api/security/second-step',
      'POST /api/security/two-factor/enable',
    ]) {
      expect(paths).toContain(named);
    }
    const requests = [
      ...routes.map((route) => ({ method: route.method, url: urlOf(route, {}) })),
      ...BETTER_AUTH_POSTS.filter((url) => url !== '/api/auth/sign-out').map((url) => ({
        method: 'POST' as const,
        url,
      })),
    ];
    for (const { method, url } of requests) {
      const response = await send(t, method, url, {
        cookie: staffCookie,
        payload: {},
        headers: { 'idempotency-key': 'staff-access-sweep-1' },
      });
      const error = expectError(response, 403, SECURITY_ERROR_CODES.staffAccessReadOnly);
      expect(error.message, `${method} ${url}`).toContain(`Viewing as @${person.userName}`);
    }
    expect(await tableDigests(t.db)).toEqual(before);
    // Reading still works.
    expect((await get(t, '/api/withdrawals/terms', staffCookie)).statusCode).toBe(200);
  });

  it('ends with Stop (sign-out), audited, leaving the user and the admin signed in', async () => {
    const person = await verifiedUser(t);
    const staffCookie = await staffCookieFor(person);
    const [opened] = await staffSessionsOf(person.id);
    const stopped = await send(t, 'POST', '/api/auth/sign-out', { cookie: staffCookie });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expectError(await get(t, '/api/me', staffCookie), 401, ERROR_CODES.unauthenticated);
    expect(await staffSessionsOf(person.id)).toEqual([]);
    const [entry] = await auditOf('staff_access.stop', person.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      after: { sessionId: opened?.id, endedBy: 'stop' },
    });
    expect((await get(t, '/api/me', person.cookie)).statusCode).toBe(200);
    expect((await get(t, '/api/admin/overview', admin.cookie)).statusCode).toBe(200);
  });

  it('ends after an hour and is never extended', async () => {
    const person = await verifiedUser(t);
    const staffCookie = await staffCookieFor(person);
    const [opened] = await staffSessionsOf(person.id);
    const ends = opened?.expiresAt.getTime() ?? 0;
    expect(Math.abs(ends - (Date.now() + STAFF_ACCESS_SESSION_SECONDS * 1000))).toBeLessThan(
      60_000,
    );

    // Better Auth's own session read slides a session on once updateAge has passed, which for
    // an hour-long session is at once; a staff-access one keeps its end.
    const read = await get(t, '/api/auth/get-session', staffCookie);
    expect(read.statusCode, read.body).toBe(200);
    expect((await get(t, '/api/me', staffCookie)).statusCode).toBe(200);
    const [after] = await staffSessionsOf(person.id);
    expect(after?.expiresAt.getTime()).toBe(ends);

    // An hour later.
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, opened?.id ?? ''));
    clock.advance(STAFF_ACCESS_SESSION_SECONDS * 1000 + 1000);
    expectError(await get(t, '/api/me', staffCookie), 401, ERROR_CODES.unauthenticated);
    const [entry] = await auditOf('staff_access.stop', person.id);
    expect(entry?.after).toMatchObject({ sessionId: opened?.id, endedBy: 'expiry' });
  });
});
