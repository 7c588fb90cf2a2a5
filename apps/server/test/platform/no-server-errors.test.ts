import { randomBytes, randomUUID } from 'node:crypto';
import { chatConversationId, DEPOSIT_TX_REFERENCE_FIELD, ERROR_CODES } from '@kapital/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversation } from '../../src/db/schema/index.ts';
import { MAX_JSON_DEPTH } from '../../src/platform/http/json-body.ts';
import {
  type ApiRoute,
  BETTER_AUTH_POSTS,
  documentedRoutes,
  jsonBodyRoute,
  STATE_CHANGING,
  urlOf,
} from '../helpers/api-routes.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { insertDeposit, insertPaymentMethod } from '../helpers/deposit-fixtures.ts';
import { newKey, proofPart, txReferencePart, uploadProof } from '../helpers/deposit-requests.ts';
import { verifiedUser } from '../helpers/http.ts';
import { tinyPng } from '../helpers/image-fixtures.ts';
import { insertKyc } from '../helpers/kyc-rows.ts';
import { multipart, type Part } from '../helpers/multipart.ts';
import { staffUser } from '../helpers/staff.ts';
import type { TestUser } from '../helpers/users.ts';

/**
 * "No input may produce a 500": every documented route (and Better Auth's) gets NUL characters in
 * each path parameter, query parameter and body field, a JSON body nested 50,000 levels deep,
 * and absurd dates and numbers, signed in as whoever the route serves. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL, whose text type refuses NUL.
 */

let t: TestApp;
let admin: TestUser;
let person: TestUser;
let target: TestUser;
let routes: ApiRoute[];
let paramValues: Record<string, string>;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  // Orders wait for the market's next tick.
  t.deps.market.start();
  [admin, person, target] = await Promise.all([
    staffUser(t, 'admin'),
    verifiedUser(t),
    verifiedUser(t),
  ]);
  const methodId = await insertPaymentMethod(t.db);
  const kycId = await insertKyc(t.db, target.id, 'pending');
  // The support inbox's routes read a conversation: the target's, with no message yet.
  const conversationId = chatConversationId(target.id);
  await t.db.insert(chatConversation).values({ id: conversationId, userId: target.id });
  paramValues = {
    userId: target.id,
    methodId,
    depositId: await insertDeposit(t.db, person.id, { methodId }),
    withdrawalId: randomUUID(),
    id: kycId,
    submissionId: kycId,
    side: 'front',
    fund: 'wallet',
    symbol: 'BTC',
    slug: 'starter',
    packageId: 'pkg-growth',
    investmentId: randomUUID(),
    positionId: randomUUID(),
    code: 'ada_lovelace',
    referredId: person.id,
    fileId: `${randomBytes(16).toString('hex')}.png`,
    messageId: randomUUID(),
    conversationId,
  };
  const betterAuth = BETTER_AUTH_POSTS.map((path) => jsonBodyRoute('POST', path));
  routes = [
    ...documentedRoutes(t.app),
    ...betterAuth,
    {
      method: 'GET',
      path: '/api/auth/verify-email',
      params: [],
      query: ['token'],
      headers: [],
      jsonBody: false,
    },
  ];
});
afterAll(async () => {
  await t?.close();
});

const bankInstructions = {
  kind: 'bank',
  bankName: 'Example Bank',
  accountHolder: 'Kapital Payments Ltd',
  accountNumber: '1234 5678 9012',
};
const freshUserName = () => `fuzz_${randomBytes(4).toString('hex')}`;

/** A WebAuthn answer in the shape browsers send, proving nothing. */
const webAuthnAnswer = () => ({
  id: 'bm90LWEtY3JlZGVudGlhbA',
  rawId: 'bm90LWEtY3JlZGVudGlhbA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
});

/**
 * A valid body for each route that reads one, so a changed field is the only thing wrong.
 * Passwords are wrong on purpose: no variation may change the test users' credentials.
 */
function validBody(route: ApiRoute): Record<string, unknown> | undefined {
  const bodies: Record<string, () => Record<string, unknown>> = {
    'POST /api/account/register': () => ({
      fullName: 'Ada Lovelace',
      userName: freshUserName(),
      email: `${freshUserName()}@example.com`,
      password: 'correct-horse-battery-9',
      currency: 'USD',
      acceptTerms: true,
      referralCode: 'ada_lovelace',
    }),
    'PUT /api/profile': () => ({
      fullName: 'Ada Lovelace',
      firstName: 'Ada',
      userName: freshUserName(),
      currency: 'USD',
      phone: '+44 20 7946 0000',
      country: 'GB',
    }),
    'POST /api/funds/{fund}/move': () => ({ amount: '1.00' }),
    'PUT /api/bank': () => ({
      bankName: 'Example Bank',
      accountHolder: 'Ada Lovelace',
      accountNumber: 'GB29 NWBK 6016 1331 9268 19',
      swift: 'NWBKGB2L',
      password: 'not-the-password-1',
    }),
    'POST /api/deposits': () => ({ amount: '50.00', methodId: paramValues.methodId }),
    'POST /api/withdrawals': () => ({ source: 'wallet', amount: '20.00' }),
    'POST /api/investments': () => ({ packageSlug: 'starter', amount: '20.00' }),
    'POST /api/positions': () => ({ symbol: 'BTC', side: 'buy', stake: '10.00' }),
    'PATCH /api/positions/{positionId}': () => ({ takeProfit: null }),
    'POST /api/chat/messages': () => ({ text: 'Where is my deposit?', clientId: randomUUID() }),
    'POST /api/price-alerts': () => ({
      symbol: 'BTC',
      direction: 'above',
      price: '10000000',
      repeat: 'once',
    }),
    'POST /api/admin/packages': () => ({
      name: 'Fuzz package',
      slug: `fuzz-${randomBytes(4).toString('hex')}`,
      description: 'Made by the fuzz test',
      minAmount: '10.00',
      maxAmount: '100.00',
      ratePercent: '1.5',
      periodHours: 24,
      periods: 5,
      capitalReturned: true,
      active: false,
      displayOrder: 50,
    }),
    'PATCH /api/admin/packages/{packageId}': () => ({ description: 'Edited by the fuzz test' }),
    'PUT /api/admin/investments/payouts': () => ({ paused: false }),
    'PATCH /api/admin/settings': () => ({
      menuContact: true,
      rateMYR: '4.5',
      depositMin: '10',
      supportEmail: 'help@kapital.example',
    }),
    'POST /api/admin/chat/conversations/{conversationId}/messages': () => ({
      text: 'We are looking into it',
      clientId: randomUUID(),
    }),
    'POST /api/admin/users/{userId}/adjustments': () => ({
      account: 'bonus',
      direction: 'credit',
      amount: '1.00',
      reason: 'Fuzz check',
    }),
    'POST /api/admin/users/{userId}/trading': () => ({ userTrading: true }),
    'POST /api/admin/users/{userId}/block': () => ({ reason: 'Fuzz check of the block' }),
    'POST /api/admin/users/{userId}/ban': () => ({ reason: 'Fuzz check of the ban' }),
    'POST /api/admin/kyc/{id}/reject': () => ({ reason: 'The photo is blurry' }),
    'POST /api/admin/payment-methods': () => ({
      label: 'Fuzz bank',
      instructions: bankInstructions,
      min: '10.00',
      max: '1000.00',
      active: false,
    }),
    'PATCH /api/admin/payment-methods/{methodId}': () => ({
      label: 'Fuzz bank',
      instructions: bankInstructions,
    }),
    'POST /api/admin/deposits/{depositId}/approve': () => ({}),
    'POST /api/admin/referrals/{referredId}/approve': () => ({}),
    'POST /api/admin/referrals/{referredId}/reject': () => ({ reason: 'Same household' }),
    'PUT /api/profile/language': () => ({ language: 'ms' }),
    'PUT /api/profile/mail-preferences': () => ({
      deposits: true,
      withdrawals: true,
      kyc: true,
      investments: true,
      referrals: true,
      priceAlerts: false,
      chat: true,
    }),
    'POST /api/admin/deposits/{depositId}/reject': () => ({ reason: 'No payment arrived' }),
    'POST /api/admin/withdrawals/{withdrawalId}/pay': () => ({ payoutReference: 'PAY-0001' }),
    'POST /api/admin/withdrawals/{withdrawalId}/reject': () => ({ reason: 'Wrong account' }),
    'POST /api/auth/sign-in/email': () => ({ email: person.email, password: 'not-the-password-1' }),
    'POST /api/auth/sign-up/email': () => ({
      name: 'Ada',
      email: `${freshUserName()}@example.com`,
      password: 'correct-horse-battery-9',
    }),
    'POST /api/auth/send-verification-email': () => ({ email: person.email, callbackURL: '/' }),
    'POST /api/auth/request-password-reset': () => ({
      email: `${freshUserName()}@example.com`,
      redirectTo: '/reset-password',
    }),
    'POST /api/auth/reset-password': () => ({
      newPassword: 'another-horse-battery-9',
      token: 'not-a-real-token',
    }),
    'POST /api/auth/change-password': () => ({
      currentPassword: 'not-the-password-1',
      newPassword: 'another-horse-battery-9',
      revokeOtherSessions: true,
    }),
    'POST /api/auth/revoke-session': () => ({ token: 'not-a-real-token' }),
    'POST /api/security/two-factor/enable': () => ({ password: 'not-the-password-1' }),
    'POST /api/security/two-factor/confirm': () => ({ code: '123456' }),
    'POST /api/security/two-factor/backup-codes': () => ({ password: 'not-the-password-1' }),
    'POST /api/security/two-factor/disable': () => ({ password: 'not-the-password-1' }),
    'POST /api/security/passkeys': () => ({ name: 'My phone', response: webAuthnAnswer() }),
    'POST /api/account/sign-in/two-factor': () => ({ code: '123456', trustBrowser: true }),
    'POST /api/account/sign-in/passkey': () => ({ response: webAuthnAnswer() }),
    'POST /api/security/second-step': () => ({
      purpose: 'withdrawal',
      method: 'totp',
      code: '123456',
    }),
    'POST /api/security/second-step/passkey-options': () => ({ purpose: 'withdrawal' }),
    'POST /api/account/staff-access': () => ({
      userName: 'ada_lovelace',
      token: 'bm90LWEtcmVhbC10b2tlbi1ub3QtYS1yZWFsLXRva2Vu',
    }),
  };
  return bodies[`${route.method} ${route.path}`]?.();
}

/** Routes whose body is multipart, tested with their own forms below. */
const MULTIPART = new Set([
  'POST /api/kyc',
  'POST /api/profile/avatar',
  'POST /api/deposits/{depositId}/proof',
]);
/** Better Auth routes that read no body fields. */
const NO_FIELDS = new Set([
  'POST /api/auth/sign-out',
  'POST /api/auth/revoke-sessions',
  'POST /api/auth/revoke-other-sessions',
]);

const label = (route: ApiRoute) => `${route.method} ${route.path}`;
const cookieFor = (route: ApiRoute) =>
  route.path.startsWith('/api/admin/') ? admin.cookie : person.cookie;
const paramsFor = (route: ApiRoute) => ({
  ...paramValues,
  ...(route.path.startsWith('/api/funds/') ? { fund: 'bonus' } : {}),
});

interface Variation {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
}

/** Query parameters a route needs, so a changed one is the only thing wrong. */
const REQUIRED_QUERY: Record<string, Record<string, string>> = {
  'GET /api/admin/users/{userId}/statement': { account: 'wallet' },
};

/** The route's valid request with `variation`'s parts changed. */
function send(route: ApiRoute, variation: Variation) {
  const query = { ...REQUIRED_QUERY[label(route)], ...variation.query };
  const search = new URLSearchParams(query).toString();
  const url = urlOf(route, { ...paramsFor(route), ...variation.params });
  const body = variation.body ?? validBody(route);
  const hasBody = variation.rawBody !== undefined || body !== undefined;
  return t.app.inject({
    method: route.method,
    url: search ? `${url}?${search}` : url,
    headers: {
      origin: TEST_BASE_URL,
      cookie: cookieFor(route),
      'idempotency-key': newKey(),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: variation.rawBody ?? JSON.stringify(body) } : {}),
  });
}

/** Each string in a JSON value with its dotted path, as the error body names fields. */
function stringLeaves(value: unknown, prefix = ''): { path: string; value: string }[] {
  if (typeof value === 'string') return [{ path: prefix, value }];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    stringLeaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

function withLeaf(body: unknown, path: string, value: string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1) ?? ''] = value;
  return copy;
}

/** Collects every answer that breaks the rule, so one run lists them all. */
class Findings {
  readonly problems: string[] = [];
  sent = 0;

  async check(
    route: ApiRoute,
    what: string,
    variation: Variation,
    expectation: (response: LightMyRequestResponse) => string | null,
  ) {
    const response = await send(route, variation);
    this.sent += 1;
    const problem =
      response.statusCode >= 500 ? `answered ${response.statusCode}` : expectation(response);
    if (problem)
      this.problems.push(`${label(route)} ${what}: ${problem} ${response.body.slice(0, 200)}`);
  }
}

const NUL = 'x\u0000y';

/** 400 VALIDATION_ERROR naming `field` (or, for a field inside a union, its parent). */
const namesField = (field: string) => (response: LightMyRequestResponse) => {
  if (response.statusCode !== 400) return `answered ${response.statusCode}, not 400`;
  const error = response.json().error as { code: string; fields?: Record<string, string> };
  if (error.code !== ERROR_CODES.validation) return `code ${error.code}`;
  const named = Object.keys(error.fields ?? {});
  const ok = named.some((name) => name === field || field.startsWith(`${name}.`));
  return ok ? null : `fields ${named.join(', ')} do not name ${field}`;
};
const noServerError = () => null;

describe('NUL characters', () => {
  it('in any path parameter, query parameter or JSON body field: 400 naming it', async () => {
    const findings = new Findings();
    for (const route of routes) {
      for (const param of route.params) {
        await findings.check(
          route,
          `param ${param}`,
          { params: { [param]: NUL } },
          namesField(param),
        );
      }
      for (const name of route.query) {
        await findings.check(route, `query ${name}`, { query: { [name]: NUL } }, namesField(name));
      }
      const body = validBody(route);
      for (const leaf of stringLeaves(body)) {
        const changed = withLeaf(body, leaf.path, `${leaf.value}${NUL}`);
        await findings.check(route, `body ${leaf.path}`, { body: changed }, namesField(leaf.path));
      }
    }
    expect(findings.problems).toEqual([]);
    expect(findings.sent).toBeGreaterThan(100);
  });

  it('in a body key the route passes on (Better Auth): 400 naming it', async () => {
    const route = jsonBodyRoute('POST', '/api/auth/sign-in/email');
    const findings = new Findings();
    await findings.check(
      route,
      'key',
      { body: { email: person.email, password: 'not-the-password-1', 'x\u0000': 1 } },
      namesField('x\u0000'),
    );
    expect(findings.problems).toEqual([]);
  });

  it('every state-changing route with a JSON body has a valid body here', () => {
    const missing = routes
      .filter((route) => STATE_CHANGING.includes(route.method) && route.jsonBody)
      .filter((route) => !MULTIPART.has(label(route)) && !NO_FIELDS.has(label(route)))
      .filter((route) => validBody(route) === undefined)
      .map(label);
    expect(missing).toEqual([]);
  });
});

describe('JSON nested 50,000 levels deep (under the size limit)', () => {
  it(`is refused with 400 naming the body on every state-changing route (at most ${MAX_JSON_DEPTH} levels)`, async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const deepObject = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    const findings = new Findings();
    for (const route of routes.filter(({ method }) => STATE_CHANGING.includes(method))) {
      await findings.check(route, 'deep array', { rawBody: deep }, namesField('body'));
      await findings.check(route, 'deep object', { rawBody: deepObject }, namesField('body'));
    }
    expect(findings.problems).toEqual([]);
  });

  it(`a body exactly ${MAX_JSON_DEPTH} levels deep is still read`, async () => {
    const route = jsonBodyRoute('POST', '/api/auth/sign-in/email');
    const nested = (depth: number) =>
      `{"email":"${person.email}","password":"not-the-password-1","x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const findings = new Findings();
    const answered = (status: number) => (response: LightMyRequestResponse) =>
      response.statusCode === status ? null : `answered ${response.statusCode}, not ${status}`;
    // Read and judged by Better Auth: the password is wrong.
    await findings.check(route, 'at the limit', { rawBody: nested(MAX_JSON_DEPTH) }, answered(401));
    await findings.check(
      route,
      'past the limit',
      { rawBody: nested(MAX_JSON_DEPTH + 1) },
      namesField('body'),
    );
    expect(findings.problems).toEqual([]);
  });
});

/** Dates PostgreSQL or JavaScript cannot hold, days that do not exist, numbers past any range. */
const ABSURD = [
  '0000-01-01',
  '9999-12-31',
  '2001-02-29',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59+14:00',
  '9'.repeat(40),
  '-1',
  '1e309',
  '0.000000001',
];

describe('absurd dates and numbers', () => {
  it('in any query parameter or body field: never a 5xx', { timeout: 600_000 }, async () => {
    const findings = new Findings();
    for (const route of routes) {
      for (const name of route.query) {
        for (const value of ABSURD) {
          await findings.check(
            route,
            `query ${name}=${value}`,
            { query: { [name]: value } },
            noServerError,
          );
        }
      }
      const body = validBody(route);
      // Passwords are only hashed and compared; trying them costs a hash each and finds nothing.
      const leaves = stringLeaves(body).filter(({ path }) => !/password/i.test(path));
      for (const leaf of leaves) {
        for (const value of ABSURD) {
          const changed = withLeaf(body, leaf.path, value);
          await findings.check(
            route,
            `body ${leaf.path}=${value}`,
            { body: changed },
            noServerError,
          );
        }
      }
    }
    expect(findings.problems).toEqual([]);
  });

  it.each([['/api/statements/{fund}'], ['/api/statements/{fund}/csv']])(
    '%s with from or to 0000-01-01: 400 naming it',
    async (path) => {
      const route: ApiRoute = {
        method: 'GET',
        path,
        params: ['fund'],
        query: ['from', 'to'],
        headers: [],
        jsonBody: false,
      };
      const findings = new Findings();
      for (const name of ['from', 'to']) {
        for (const value of ['0000-01-01', '9999-12-31', '1999-12-31', '2001-02-29']) {
          await findings.check(
            route,
            `${name}=${value}`,
            { query: { [name]: value } },
            namesField(name),
          );
        }
      }
      expect(findings.problems).toEqual([]);
    },
  );
});

describe('multipart text fields', () => {
  const kycFields = {
    legalName: 'Ada King Lovelace',
    dateOfBirth: '1990-12-10',
    nationality: 'GB',
    address: '12 St James Square, London SW1Y 4JH',
    idType: 'passport',
    idNumber: 'AB1234567',
  };

  async function submitKyc(cookie: string, fields: Record<string, string>) {
    const parts: Part[] = Object.entries(fields).map(([field, body]) => ({ field, body }));
    for (const side of ['front', 'selfie']) {
      parts.push({
        field: side,
        body: tinyPng(),
        contentType: 'image/png',
        filename: `${side}.png`,
      });
    }
    const { payload, contentType } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/kyc',
      headers: { origin: TEST_BASE_URL, cookie, 'content-type': contentType },
      payload,
    });
  }

  it('KYC: a NUL or a date that does not exist in any field is a 400 naming it', async () => {
    const applicant = await verifiedUser(t);
    const variations: [string, string][] = [
      ...Object.entries(kycFields).map(([field, value]): [string, string] => [
        field,
        `${value}\u0000`,
      ]),
      ['dateOfBirth', '2001-02-29'],
      ['dateOfBirth', '1990-02-30'],
      ['dateOfBirth', '0000-01-01'],
    ];
    for (const [field, value] of variations) {
      const response = await submitKyc(applicant.cookie, { ...kycFields, [field]: value });
      expect(namesField(field)(response), `${field}=${JSON.stringify(value)}`).toBeNull();
    }
    // The same form without the bad value is accepted: the refusals were about that value.
    expect((await submitKyc(applicant.cookie, kycFields)).statusCode).toBe(201);
  });

  it('deposit proof: a NUL in the transaction reference is a 400 naming it', async () => {
    const depositId = await insertDeposit(t.db, person.id, { methodId: paramValues.methodId });
    const response = await uploadProof(t, depositId, person.cookie, [
      proofPart(),
      txReferencePart('TX\u00001234'),
    ]);
    expect(namesField(DEPOSIT_TX_REFERENCE_FIELD)(response)).toBeNull();
  });
});
