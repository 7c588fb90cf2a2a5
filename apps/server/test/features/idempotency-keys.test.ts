import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes, tableDigests } from '../helpers/api-routes.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { insertDeposit, insertPaymentMethod } from '../helpers/deposit-fixtures.ts';
import { issueDeposit, proofPart, txReferencePart } from '../helpers/deposit-requests.ts';
import { expectError, verifiedUser } from '../helpers/http.ts';
import { investorWith } from '../helpers/investments.ts';
import { fund } from '../helpers/ledger-fixtures.ts';
import { createManualClock } from '../helpers/manual-clock.ts';
import { multipart, type Part } from '../helpers/multipart.ts';
import { freshIp, registerReferred } from '../helpers/referrals.ts';
import { staffUser } from '../helpers/staff.ts';
import { openOk, whileTicking } from '../helpers/trading.ts';
import type { TestUser } from '../helpers/users.ts';
import { insertPendingWithdrawal, newKey, withdrawalReadyUser } from '../helpers/withdrawals.ts';

const clock = createManualClock(Date.parse('2026-10-05T12:00:00.000Z'));
let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false, clock });
  // Orders fill at the market's next tick.
  t.deps.market.start();
});
afterAll(async () => {
  t?.deps.market.stop();
  await t?.close();
});

/** A POST as a browser sends it: JSON, or multipart parts for an upload. */
interface KeyedRequest {
  url: string;
  cookie: string;
  payload?: object;
  parts?: Part[];
}

/**
 * A valid request for an operation, and one that differs from it in its body or, for an
 * operation without a body, its path. `different` is null only for an operation that has
 * neither: nothing about it can differ.
 */
interface KeyedCase {
  first: KeyedRequest;
  different: KeyedRequest | null;
}

const adminCookie = async () => (await staffUser(t, 'admin')).cookie;
const submittedDeposit = async (person: TestUser) =>
  insertDeposit(t.db, person.id, { status: 'submitted', proofIn: t.deps.storage });

/** A sign-up from its referrer's IP address, flagged for staff: the referred user's id. */
async function flaggedReferral(): Promise<string> {
  const ip = freshIp();
  const referrer = await registerReferred(t, { ip });
  return (await registerReferred(t, { referralCode: referrer.userName, ip })).id;
}

/** Every operation that takes an Idempotency-Key, by `METHOD /path` as the document names it. */
const CASES: Record<string, () => Promise<KeyedCase>> = {
  'POST /api/admin/users/{userId}/adjustments': async () => {
    const person = await verifiedUser(t);
    const url = `/api/admin/users/${person.id}/adjustments`;
    const body = { account: 'wallet', direction: 'credit', amount: '10.00', reason: 'Goodwill' };
    const cookie = await adminCookie();
    return {
      first: { url, cookie, payload: body },
      different: { url, cookie, payload: { ...body, reason: 'Goodwill for the outage' } },
    };
  },
  'POST /api/funds/{fund}/move': async () => {
    const person = await verifiedUser(t);
    await fund(t.ledger, (await t.ledger.userAccounts(person.id)).bonus.id, 50_00n);
    const url = '/api/funds/bonus/move';
    return {
      first: { url, cookie: person.cookie, payload: { amount: '10' } },
      different: { url, cookie: person.cookie, payload: { amount: '11' } },
    };
  },
  'POST /api/positions': async () => {
    const person = await verifiedUser(t);
    const order = { symbol: 'BTC', side: 'buy', stake: '100' };
    return {
      first: { url: '/api/positions', cookie: person.cookie, payload: order },
      different: {
        url: '/api/positions',
        cookie: person.cookie,
        payload: { ...order, stake: '101' },
      },
    };
  },
  'POST /api/positions/{positionId}/close': async () => {
    const person = await verifiedUser(t);
    const [one, other] = [
      await openOk(t, clock, person, { stake: '100' }),
      await openOk(t, clock, person, { stake: '100' }),
    ];
    return {
      first: { url: `/api/positions/${one.id}/close`, cookie: person.cookie },
      different: { url: `/api/positions/${other.id}/close`, cookie: person.cookie },
    };
  },
  'POST /api/trading/demo/reset': async () => {
    const person = await verifiedUser(t);
    return { first: { url: '/api/trading/demo/reset', cookie: person.cookie }, different: null };
  },
  'POST /api/deposits': async () => {
    const person = await verifiedUser(t);
    const methodId = await insertPaymentMethod(t.db);
    return {
      first: { url: '/api/deposits', cookie: person.cookie, payload: { amount: '50', methodId } },
      different: {
        url: '/api/deposits',
        cookie: person.cookie,
        payload: { amount: '51', methodId },
      },
    };
  },
  'POST /api/deposits/{depositId}/proof': async () => {
    const person = await verifiedUser(t);
    const methodId = await insertPaymentMethod(t.db);
    const { id } = await issueDeposit(t, person.cookie, { amount: '50', methodId });
    const url = `/api/deposits/${id}/proof`;
    return {
      first: { url, cookie: person.cookie, parts: [proofPart(), txReferencePart('TX-1001')] },
      different: { url, cookie: person.cookie, parts: [proofPart(), txReferencePart('TX-1002')] },
    };
  },
  'POST /api/deposits/{depositId}/cancel': async () => {
    const person = await verifiedUser(t);
    const [one, other] = [
      await insertDeposit(t.db, person.id),
      await insertDeposit(t.db, person.id),
    ];
    return {
      first: { url: `/api/deposits/${one}/cancel`, cookie: person.cookie },
      different: { url: `/api/deposits/${other}/cancel`, cookie: person.cookie },
    };
  },
  'POST /api/admin/deposits/{depositId}/approve': async () => {
    const person = await verifiedUser(t);
    const [one, other] = [await submittedDeposit(person), await submittedDeposit(person)];
    const cookie = await adminCookie();
    return {
      first: { url: `/api/admin/deposits/${one}/approve`, cookie },
      different: { url: `/api/admin/deposits/${other}/approve`, cookie },
    };
  },
  'POST /api/admin/deposits/{depositId}/reject': async () => {
    const url = `/api/admin/deposits/${await submittedDeposit(await verifiedUser(t))}/reject`;
    const cookie = await adminCookie();
    return {
      first: { url, cookie, payload: { reason: 'No payment arrived' } },
      different: { url, cookie, payload: { reason: 'The proof is unreadable' } },
    };
  },
  'POST /api/investments': async () => {
    const person = await investorWith(t, 100_00n);
    const body = { packageSlug: 'starter', amount: '10' };
    return {
      first: { url: '/api/investments', cookie: person.cookie, payload: body },
      different: {
        url: '/api/investments',
        cookie: person.cookie,
        payload: { ...body, amount: '11' },
      },
    };
  },
  'POST /api/withdrawals': async () => {
    const person = await withdrawalReadyUser(t, { wallet: 100_00n });
    const body = { source: 'wallet', amount: '30' };
    return {
      first: { url: '/api/withdrawals', cookie: person.cookie, payload: body },
      different: {
        url: '/api/withdrawals',
        cookie: person.cookie,
        payload: { ...body, amount: '31' },
      },
    };
  },
  'POST /api/withdrawals/{withdrawalId}/cancel': async () => {
    const person = await verifiedUser(t);
    const one = await insertPendingWithdrawal(t, person.id);
    const other = await insertPendingWithdrawal(t, person.id);
    return {
      first: { url: `/api/withdrawals/${one}/cancel`, cookie: person.cookie },
      different: { url: `/api/withdrawals/${other}/cancel`, cookie: person.cookie },
    };
  },
  'POST /api/admin/withdrawals/{withdrawalId}/pay': async () => {
    const person = await verifiedUser(t);
    const url = `/api/admin/withdrawals/${await insertPendingWithdrawal(t, person.id)}/pay`;
    const cookie = await adminCookie();
    return {
      first: { url, cookie, payload: { payoutReference: 'PAY-1001' } },
      different: { url, cookie, payload: { payoutReference: 'PAY-1002' } },
    };
  },
  'POST /api/admin/referrals/{referredId}/approve': async () => {
    const [one, other] = [await flaggedReferral(), await flaggedReferral()];
    const cookie = await adminCookie();
    return {
      first: { url: `/api/admin/referrals/${one}/approve`, cookie },
      different: { url: `/api/admin/referrals/${other}/approve`, cookie },
    };
  },
  'POST /api/admin/referrals/{referredId}/reject': async () => {
    const url = `/api/admin/referrals/${await flaggedReferral()}/reject`;
    const cookie = await adminCookie();
    return {
      first: { url, cookie, payload: { reason: 'Same household' } },
      different: { url, cookie, payload: { reason: 'One person, two accounts' } },
    };
  },
  'POST /api/admin/withdrawals/{withdrawalId}/reject': async () => {
    const person = await verifiedUser(t);
    const url = `/api/admin/withdrawals/${await insertPendingWithdrawal(t, person.id)}/reject`;
    const cookie = await adminCookie();
    return {
      first: { url, cookie, payload: { reason: 'The account holder differs' } },
      different: { url, cookie, payload: { reason: 'The bank refused the transfer' } },
    };
  },
};

/** Sends a request under a key, letting the market tick until it answers (orders wait for one). */
function sendKeyed(request: KeyedRequest, key: string) {
  const body = request.parts
    ? multipart(request.parts)
    : request.payload && {
        payload: JSON.stringify(request.payload),
        contentType: 'application/json',
      };
  return whileTicking(
    clock,
    t.app.inject({
      method: 'POST',
      url: request.url,
      headers: {
        origin: TEST_BASE_URL,
        cookie: request.cookie,
        'idempotency-key': key,
        ...(body ? { 'content-type': body.contentType } : {}),
      },
      ...(body ? { payload: body.payload } : {}),
    }),
  );
}

describe('Idempotency-Key', () => {
  it('every operation that takes one has a case in this file', () => {
    const keyed = documentedRoutes(t.app)
      .filter((route) => route.headers.includes('idempotency-key'))
      .map((route) => `${route.method} ${route.path}`);
    expect(keyed.sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.keys(CASES))(
    '%s: a key binds the whole request; any other request under it is 409 and changes nothing',
    async (route) => {
      const { first, different } = await (CASES[route] as () => Promise<KeyedCase>)();
      const key = newKey();
      const answer = await sendKeyed(first, key);
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      const before = await tableDigests(t.db);

      if (different) {
        expectError(await sendKeyed(different, key), 409, 'IDEMPOTENCY_CONFLICT');
      }
      const retry = await sendKeyed(first, key);
      expect(retry.statusCode).toBe(answer.statusCode);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(answer.json());
      expect(await tableDigests(t.db)).toEqual(before);
    },
  );
});
