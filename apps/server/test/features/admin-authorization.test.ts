import { randomUUID } from 'node:crypto';
import { chatConversationId } from '@kapital/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, referral, settings, transfers, user } from '../../src/db/schema/index.ts';
import { adminRoutesOf } from '../../src/features/admin/route-registry.ts';
import { sendMessage } from '../../src/features/chat/chat-service.ts';
import { send } from '../helpers/admin.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { insertDeposit, insertPaymentMethod } from '../helpers/deposit-fixtures.ts';
import { expectError, verifiedUser } from '../helpers/http.ts';
import { insertKyc } from '../helpers/kyc-rows.ts';
import { createUser } from '../helpers/ledger-fixtures.ts';
import { staffUser } from '../helpers/staff.ts';
import type { TestUser } from '../helpers/users.ts';
import { insertPendingWithdrawal } from '../helpers/withdrawals.ts';

/**
 * Every route of the admin group, as the app registered it, against every kind of caller. A
 * new admin route fails this file until it gets an example below.
 */

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
interface ExampleRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
/** Builds a valid, minimal request for the route (creating what it needs). */
type Example = () => Promise<ExampleRequest>;

let t: TestApp;
let admin: TestUser;
let person: TestUser;
let support: TestUser;

/** A target user written straight to the database: no password hash to wait for. */
const freshUser = () => createUser(t.db, 'target');

/** A fresh user's support conversation with one message from them; its id. */
async function userConversation(): Promise<string> {
  const userId = await freshUser();
  const { message } = await sendMessage(t.deps, {
    conversationUserId: userId,
    senderId: userId,
    senderRole: 'user',
    text: 'Where is my deposit?',
    clientId: randomUUID(),
  });
  return chatConversationId(message.senderId);
}

/** A flagged referral between two fresh users; its id is the referred user's. */
async function flaggedReferral(): Promise<string> {
  const [referredId, referrerId] = [await freshUser(), await freshUser()];
  await t.db
    .insert(referral)
    .values({ referredId, referrerId, status: 'flagged', evidence: { sameDevice: true } });
  return referredId;
}

const EXAMPLES: Record<string, Example> = {
  'GET /api/admin/settings': async () => ({ url: '/api/admin/settings' }),
  'PATCH /api/admin/settings': async () => ({
    url: '/api/admin/settings',
    payload: { withdrawalFeePercent: '1.25' },
  }),
  'GET /api/admin/settings/rate-history': async () => ({ url: '/api/admin/settings/rate-history' }),
  'POST /api/admin/users/:userId/adjustments': async () => ({
    url: `/api/admin/users/${await freshUser()}/adjustments`,
    payload: { account: 'wallet', direction: 'credit', amount: '1', reason: 'authorization test' },
    headers: { 'idempotency-key': `authz-${randomUUID()}` },
  }),
  'GET /api/admin/overview': async () => ({ url: '/api/admin/overview' }),
  'GET /api/admin/audit': async () => ({ url: '/api/admin/audit?size=5' }),
  'GET /api/admin/users': async () => ({ url: '/api/admin/users?q=ada' }),
  'GET /api/admin/users/:userId': async () => ({ url: `/api/admin/users/${await freshUser()}` }),
  'GET /api/admin/users/:userId/statement': async () => ({
    url: `/api/admin/users/${await freshUser()}/statement?account=wallet`,
  }),
  'POST /api/admin/users/:userId/block': async () => ({
    url: `/api/admin/users/${await freshUser()}/block`,
    payload: { reason: 'Authorization test' },
  }),
  'POST /api/admin/users/:userId/unblock': async () => ({
    url: `/api/admin/users/${await freshUser()}/unblock`,
  }),
  'POST /api/admin/users/:userId/staff-access': async () => ({
    url: `/api/admin/users/${await freshUser()}/staff-access`,
  }),
  'POST /api/admin/users/:userId/ban': async () => ({
    url: `/api/admin/users/${await freshUser()}/ban`,
    payload: { reason: 'Authorization test' },
  }),
  'POST /api/admin/users/:userId/trading': async () => ({
    url: `/api/admin/users/${await freshUser()}/trading`,
    payload: { userTrading: false },
  }),
  'GET /api/admin/kyc': async () => ({ url: '/api/admin/kyc' }),
  'GET /api/admin/kyc/:id': async () => ({
    url: `/api/admin/kyc/${await insertKyc(t.db, await freshUser(), 'pending')}`,
  }),
  'POST /api/admin/kyc/:id/approve': async () => ({
    url: `/api/admin/kyc/${await insertKyc(t.db, await freshUser(), 'pending')}/approve`,
  }),
  'POST /api/admin/kyc/:id/reject': async () => ({
    url: `/api/admin/kyc/${await insertKyc(t.db, await freshUser(), 'pending')}/reject`,
    payload: { reason: 'The photo of the document is blurred' },
  }),
  'GET /api/admin/withdrawals': async () => ({ url: '/api/admin/withdrawals?status=pending' }),
  'GET /api/admin/withdrawals/:withdrawalId': async () => ({
    url: `/api/admin/withdrawals/${await insertPendingWithdrawal(t, await freshUser())}`,
  }),
  'POST /api/admin/withdrawals/:withdrawalId/pay': async () => ({
    url: `/api/admin/withdrawals/${await insertPendingWithdrawal(t, await freshUser())}/pay`,
    payload: { payoutReference: 'AUTHZ-PAYOUT-1' },
    headers: { 'idempotency-key': `authz-${randomUUID()}` },
  }),
  'POST /api/admin/withdrawals/:withdrawalId/reject': async () => ({
    url: `/api/admin/withdrawals/${await insertPendingWithdrawal(t, await freshUser())}/reject`,
    payload: { reason: 'The account is closed' },
    headers: { 'idempotency-key': `authz-${randomUUID()}` },
  }),
  'GET /api/admin/payment-methods': async () => ({ url: '/api/admin/payment-methods' }),
  'POST /api/admin/payment-methods': async () => ({
    url: '/api/admin/payment-methods',
    payload: {
      label: 'Authorization bank',
      instructions: {
        kind: 'bank',
        bankName: 'Example Bank',
        accountHolder: 'Kapital Payments Ltd',
        accountNumber: '1234 5678',
      },
      min: '10',
      max: '1000',
      active: false,
    },
  }),
  'PATCH /api/admin/payment-methods/:methodId': async () => ({
    url: `/api/admin/payment-methods/${await insertPaymentMethod(t.db)}`,
    payload: { active: false },
  }),
  'GET /api/admin/deposits': async () => ({ url: '/api/admin/deposits?status=submitted' }),
  'GET /api/admin/deposits/:depositId': async () => ({
    url: `/api/admin/deposits/${await insertDeposit(t.db, await freshUser())}`,
  }),
  'GET /api/admin/deposits/:depositId/proof': async () => ({
    url: `/api/admin/deposits/${await insertDeposit(t.db, await freshUser(), { status: 'submitted', proofIn: t.deps.storage })}/proof`,
  }),
  'POST /api/admin/deposits/:depositId/approve': async () => ({
    url: `/api/admin/deposits/${await insertDeposit(t.db, await freshUser(), { status: 'submitted' })}/approve`,
    headers: { 'idempotency-key': `authz-${randomUUID()}` },
  }),
  'POST /api/admin/deposits/:depositId/reject': async () => ({
    url: `/api/admin/deposits/${await insertDeposit(t.db, await freshUser(), { status: 'submitted' })}/reject`,
    payload: { reason: 'No payment arrived' },
    headers: { 'idempotency-key': `authz-${randomUUID()}` },
  }),
  'GET /api/admin/packages': async () => ({ url: '/api/admin/packages' }),
  'POST /api/admin/packages': async () => ({
    url: '/api/admin/packages',
    payload: {
      name: 'Authorization package',
      slug: `authz-${randomUUID().slice(0, 8)}`,
      description: '',
      minAmount: '10',
      maxAmount: '100',
      ratePercent: '1',
      periodHours: 24,
      periods: 3,
      capitalReturned: true,
      active: false,
      displayOrder: 90,
    },
  }),
  'PATCH /api/admin/packages/:packageId': async () => ({
    url: '/api/admin/packages/pkg-annuity',
    payload: { displayOrder: 4 },
  }),
  'GET /api/admin/investments': async () => ({ url: '/api/admin/investments?status=active' }),
  'GET /api/admin/trading': async () => ({ url: '/api/admin/trading' }),
  'GET /api/admin/users/:userId/positions': async () => ({
    url: `/api/admin/users/${await freshUser()}/positions?status=open`,
  }),
  'PUT /api/admin/investments/payouts': async () => ({
    url: '/api/admin/investments/payouts',
    payload: { paused: false },
  }),
  'GET /api/admin/referrals': async () => ({ url: '/api/admin/referrals' }),
  'POST /api/admin/referrals/:referredId/approve': async () => ({
    url: `/api/admin/referrals/${await flaggedReferral()}/approve`,
    headers: { 'idempotency-key': `authz-${randomUUID()}` },
  }),
  'POST /api/admin/referrals/:referredId/reject': async () => ({
    url: `/api/admin/referrals/${await flaggedReferral()}/reject`,
    payload: { reason: 'Same person twice' },
    headers: { 'idempotency-key': `authz-${randomUUID()}` },
  }),
  'GET /api/admin/users/:userId/referrals': async () => ({
    url: `/api/admin/users/${await freshUser()}/referrals`,
  }),
  'GET /api/admin/chat/conversations': async () => ({
    url: '/api/admin/chat/conversations?filter=all',
  }),
  'GET /api/admin/chat/conversations/:conversationId': async () => ({
    url: `/api/admin/chat/conversations/${await userConversation()}`,
  }),
  'POST /api/admin/chat/conversations/:conversationId/messages': async () => ({
    url: `/api/admin/chat/conversations/${await userConversation()}/messages`,
    payload: { text: 'We are on it', clientId: randomUUID() },
  }),
  'POST /api/admin/chat/conversations/:conversationId/read': async () => ({
    url: `/api/admin/chat/conversations/${await userConversation()}/read`,
  }),
  'POST /api/admin/chat/conversations/:conversationId/assign': async () => ({
    url: `/api/admin/chat/conversations/${await userConversation()}/assign`,
  }),
  'POST /api/admin/chat/conversations/:conversationId/resolve': async () => ({
    url: `/api/admin/chat/conversations/${await userConversation()}/resolve`,
  }),
  'POST /api/admin/chat/conversations/:conversationId/reopen': async () => ({
    url: `/api/admin/chat/conversations/${await userConversation()}/reopen`,
  }),
};

/** Admin routes that support agents may use too (SPEC: support sees the inbox only). */
const SUPPORT_ALLOWED = new Set<string>(
  Object.keys(EXAMPLES).filter((route) => route.includes(' /api/admin/chat/')),
);

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  [admin, person, support] = await Promise.all([
    staffUser(t, 'admin'),
    verifiedUser(t),
    staffUser(t, 'support'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** What a refused request must leave alone. */
async function snapshot() {
  const [[audits], [moved], [row], users] = await Promise.all([
    t.db.select({ n: count() }).from(auditLog),
    t.db.select({ n: count() }).from(transfers),
    t.db.select().from(settings).where(eq(settings.id, 1)),
    t.db
      .select({
        id: user.id,
        block: user.userBlock,
        status: user.userStatus,
        trading: user.userTrading,
      })
      .from(user)
      .orderBy(user.id),
  ]);
  return { audits: audits?.n, transfers: moved?.n, settings: row, users };
}

const routes = () => adminRoutesOf(t.deps).map((route) => `${route.method} ${route.url}`);

describe('the admin route list', () => {
  it('is read from the app and holds the known routes', () => {
    expect(routes().length).toBeGreaterThanOrEqual(13);
    expect(routes()).toContain('GET /api/admin/overview');
    expect(routes()).toContain('PATCH /api/admin/settings');
  });

  it('every route has an example request, and every example a route', () => {
    const missing = routes().filter((route) => !(route in EXAMPLES));
    expect(missing, 'add an example request for these routes to EXAMPLES').toEqual([]);
    const stale = Object.keys(EXAMPLES).filter((route) => !routes().includes(route));
    expect(stale, 'these examples name no route').toEqual([]);
  });

  it('no /api/admin route lives outside the guarded group', () => {
    const documented = Object.entries(
      (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths,
    )
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      )
      .filter((route) => !route.startsWith('HEAD '));
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.filter((route) => !routes().includes(route))).toEqual([]);
  });
});

describe('every admin route', () => {
  // The list is only known once the app is built, so each route is one iteration of one test
  // per caller kind; the failure message names the route.
  it('without a session: 401, and nothing changes', async () => {
    for (const route of routes()) {
      const example = await exampleFor(route);
      const before = await snapshot();
      const response = await call(route, example);
      expect(response.statusCode, `${route}: ${response.body}`).toBe(401);
      expectError(response, 401, 'UNAUTHENTICATED');
      expect(await snapshot(), route).toEqual(before);
    }
  });

  it('a verified user: 403, and nothing changes', async () => {
    for (const route of routes()) {
      const example = await exampleFor(route);
      const before = await snapshot();
      const response = await call(route, example, person.cookie);
      expect(response.statusCode, `${route}: ${response.body}`).toBe(403);
      expectError(response, 403, 'FORBIDDEN');
      expect(await snapshot(), route).toEqual(before);
    }
  });

  it('a support agent: 403 on admin-only routes, and nothing changes', async () => {
    for (const route of routes()) {
      const example = await exampleFor(route);
      const before = await snapshot();
      const response = await call(route, example, support.cookie);
      if (SUPPORT_ALLOWED.has(route)) {
        expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(300);
      } else {
        expect(response.statusCode, `${route}: ${response.body}`).toBe(403);
        expectError(response, 403, 'FORBIDDEN');
        expect(await snapshot(), route).toEqual(before);
      }
    }
  });

  it('an admin with the example request: 2xx', async () => {
    for (const route of routes()) {
      const response = await call(route, await exampleFor(route), admin.cookie);
      expect(response.statusCode, `${route}: ${response.body}`).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(300);
    }
  });
});

async function exampleFor(route: string): Promise<ExampleRequest> {
  const example = EXAMPLES[route];
  if (!example) throw new Error(`No example request for ${route}: add one to EXAMPLES`);
  return example();
}

function call(route: string, example: ExampleRequest, cookie?: string) {
  const method = route.split(' ')[0] as Method;
  return send(t, method, example.url, {
    ...(cookie ? { cookie } : {}),
    ...(example.payload === undefined ? {} : { payload: example.payload }),
    ...(example.headers ? { headers: example.headers } : {}),
  });
}
