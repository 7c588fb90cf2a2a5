import {
  ERROR_CODES,
  investmentListResponse,
  investmentPackagesResponse,
  investmentSchema,
  investmentTotalsResponse,
  MONEY_ERROR_CODES,
  TRANSFER_KINDS,
} from '@kapital/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investmentPackages, investments, transfers, user } from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/platform/ledger/index.ts';
import { auditFor, send } from '../helpers/admin.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError, get } from '../helpers/http.ts';
import { invest, investOk, investorWith } from '../helpers/investments.ts';
import { balanceOf } from '../helpers/ledger-fixtures.ts';
import { createManualClock } from '../helpers/manual-clock.ts';
import { staffUser } from '../helpers/staff.ts';
import { registerUser } from '../helpers/users.ts';
import { newKey } from '../helpers/withdrawals.ts';

const START = Date.parse('2026-05-04T08:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const clock = createManualClock(START);
let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false, clock });
});
afterAll(async () => {
  await t?.close();
});

async function moneyOf(userId: string) {
  const accounts = await t.ledger.userAccounts(userId);
  const escrow = await t.ledger.systemAccount('escrow');
  return {
    wallet: await balanceOf(t.db, accounts.wallet.id),
    profit: await balanceOf(t.db, accounts.profit.id),
    escrow: await balanceOf(t.db, escrow.id),
  };
}

async function writesOf() {
  const [[rows], [moves]] = await Promise.all([
    t.db.select({ n: count() }).from(investments),
    t.db.select({ n: count() }).from(transfers),
  ]);
  return { investments: rows?.n, transfers: moves?.n };
}

describe('GET /api/investment-packages', () => {
  it('lists the four default packages in display order, with each period length', async () => {
    const person = await registerUser(t);
    const response = await get(t, '/api/investment-packages', person.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = investmentPackagesResponse.parse(response.json());
    expect(body.periodsShortened).toBe(false);
    expect(body.items.map((item) => item.slug)).toEqual([
      'starter',
      'growth',
      'weekly-income',
      'annuity',
    ]);
    expect(body.items[0]).toMatchObject({
      name: 'Starter',
      minAmount: '10.00',
      maxAmount: '1000.00',
      rateBps: 100,
      ratePercent: '1.00',
      periodHours: 24,
      periodSeconds: 86_400,
      periods: 7,
      capitalReturned: true,
      active: true,
    });
    const one = await get(t, '/api/investment-packages/growth', person.cookie);
    expect(one.json()).toMatchObject({ slug: 'growth', periods: 30 });
    expectError(
      await get(t, '/api/investment-packages/no-such-thing', person.cookie),
      404,
      ERROR_CODES.notFound,
    );
    expectError(
      await get(t, '/api/investment-packages/Bad_Slug', person.cookie),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await get(t, '/api/investment-packages'), 401, ERROR_CODES.unauthenticated);
  });
});

describe('POST /api/investments', () => {
  it('moves the amount from the wallet to escrow and issues the invoice with the terms copied', async () => {
    const person = await investorWith(t, 100_00n);
    const response = await invest(t, person, { amount: '50.5' });
    expect(response.statusCode, response.body).toBe(201);
    const body = investmentSchema.parse(response.json());
    expect(body).toMatchObject({
      status: 'active',
      packageSlug: 'starter',
      packageName: 'Starter',
      amount: { usd: '50.50', local: '50.50' },
      rateBps: 100,
      periodSeconds: 86_400,
      periods: 7,
      capitalReturned: true,
      // 1 % of 50.50 = 0.505, rounded down to the cent.
      profitPerPeriod: { usd: '0.50', local: '0.50' },
      totalProfit: { usd: '3.50', local: '3.50' },
      periodsPaid: 0,
      earned: { usd: '0.00', local: '0.00' },
      startedAt: new Date(clock.now()).toISOString(),
      nextPayoutAt: new Date(clock.now() + DAY).toISOString(),
      maturesAt: new Date(clock.now() + 7 * DAY).toISOString(),
      maturedAt: null,
      customer: { email: person.email, userName: person.userName },
    });
    expect(body.number).toMatch(/^INV-\d{6}$/);
    expect(await moneyOf(person.id)).toMatchObject({ wallet: 49_50n, profit: 0n });
    const [moved] = await t.db
      .select()
      .from(transfers)
      .where(eq(transfers.idempotencyKey, `investment:${body.id}:capital`));
    expect(moved).toMatchObject({ amount: 50_50n, kind: TRANSFER_KINDS.investmentCapital });
    expect((await checkLedger(t.db)).breaches).toEqual([]);

    const list = investmentListResponse.parse(
      (await get(t, '/api/investments', person.cookie)).json(),
    );
    expect(list.items.map((item) => item.id)).toEqual([body.id]);
    expect(list.total).toBe(1);
    const totals = investmentTotalsResponse.parse(
      (await get(t, '/api/investments/totals', person.cookie)).json(),
    );
    expect(totals).toEqual({ activeCapital: '50.50', profitEarned: '0.00', active: 1 });
    const invoice = await get(t, `/api/investments/${body.id}`, person.cookie);
    expect(invoice.json()).toEqual(body);
  });

  it('converts the invoice into the user currency at the rate of the day', async () => {
    const person = await investorWith(t, 20_00n);
    await t.db.update(user).set({ currency: 'MYR' }).where(eq(user.id, person.id));
    const body = await investOk(t, person, { amount: '20' });
    expect(body).toMatchObject({
      currency: 'MYR',
      rate: '4.7',
      amount: { usd: '20.00', local: '94.00' },
      profitPerPeriod: { usd: '0.20', local: '0.94' },
    });
  });

  it('replays a retried request and does not invest twice', async () => {
    const person = await investorWith(t, 100_00n);
    const key = newKey();
    const first = await invest(t, person, { amount: '40' }, key);
    const second = await invest(t, person, { amount: '40' }, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await moneyOf(person.id)).wallet).toBe(60_00n);
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const person = await investorWith(t, 50_00n);
    const before = await writesOf();
    const refusals: Array<[{ packageSlug?: string; amount: string }, number, string]> = [
      [{ amount: '0' }, 400, ERROR_CODES.validation],
      [{ amount: '-10' }, 400, ERROR_CODES.validation],
      [{ amount: '10.001' }, 400, ERROR_CODES.validation],
      [{ amount: 'ten' }, 400, ERROR_CODES.validation],
      [{ amount: '9.99' }, 422, MONEY_ERROR_CODES.amountOutOfLimits],
      [{ amount: '1000.01' }, 422, MONEY_ERROR_CODES.amountOutOfLimits],
      [{ amount: '60' }, 422, ERROR_CODES.insufficientFunds],
      [{ packageSlug: 'no-such-package', amount: '20' }, 422, MONEY_ERROR_CODES.packageUnavailable],
      [{ packageSlug: '../starter', amount: '20' }, 400, ERROR_CODES.validation],
    ];
    for (const [body, status, code] of refusals) {
      const error = expectError(await invest(t, person, body), status, code);
      if (code === MONEY_ERROR_CODES.amountOutOfLimits) {
        expect(error.fields?.amount).toContain('10.00 to 1000.00 USD');
      }
    }
    // No Idempotency-Key.
    expectError(
      await send(t, 'POST', '/api/investments', {
        cookie: person.cookie,
        payload: { packageSlug: 'starter', amount: '20' },
      }),
      400,
      ERROR_CODES.validation,
    );
    expect(await writesOf()).toEqual(before);
    expect((await moneyOf(person.id)).wallet).toBe(50_00n);
  });

  it('refuses a closed package, and an unverified e-mail', async () => {
    const admin = await staffUser(t, 'admin');
    const [closed] = await t.db
      .insert(investmentPackages)
      .values({
        id: 'pkg-closed-test',
        slug: 'closed-test',
        name: 'Closed',
        minAmount: 10_00n,
        maxAmount: 100_00n,
        rateBps: 100,
        periods: 3,
        active: true,
      })
      .returning();
    const person = await investorWith(t, 50_00n);
    const closing = await send(t, 'PATCH', `/api/admin/packages/${closed?.id}`, {
      cookie: admin.cookie,
      payload: { active: false },
    });
    expect(closing.statusCode, closing.body).toBe(200);
    expectError(
      await invest(t, person, { packageSlug: 'closed-test', amount: '20' }),
      422,
      MONEY_ERROR_CODES.packageUnavailable,
    );
    expectError(
      await get(t, '/api/investment-packages/closed-test', person.cookie),
      404,
      ERROR_CODES.notFound,
    );
    const unverified = await registerUser(t);
    expectError(await invest(t, unverified, { amount: '20' }), 403, ERROR_CODES.emailNotVerified);
  });

  it("answers 404 for another user's investment, invoice and PDF", async () => {
    const owner = await investorWith(t, 50_00n);
    const stranger = await investorWith(t, 0n);
    const mine = await investOk(t, owner, { amount: '20' });
    for (const url of [`/api/investments/${mine.id}`, `/api/investments/${mine.id}/pdf`]) {
      expectError(await get(t, url, stranger.cookie), 404, ERROR_CODES.notFound);
    }
    const pdf = await get(t, `/api/investments/${mine.id}/pdf`, owner.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const list = investmentListResponse.parse(
      (await get(t, '/api/investments', stranger.cookie)).json(),
    );
    expect(list.items).toEqual([]);
  });

  it('lets exactly three of fifty parallel 30.00 investments through a 100.00 wallet', async () => {
    const person = await investorWith(t, 100_00n);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => invest(t, person, { amount: '30' })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expectError(response, 422, ERROR_CODES.insufficientFunds);
    }
    expect((await moneyOf(person.id)).wallet).toBe(10_00n);
    const [rows] = await t.db
      .select({ n: count() })
      .from(investments)
      .where(eq(investments.userId, person.id));
    expect(rows?.n).toBe(3);
    expect((await checkLedger(t.db)).breaches).toEqual([]);
  });
});

describe('staff and packages', () => {
  it('creates, edits and closes packages with an audit entry; investments keep their terms', async () => {
    const admin = await staffUser(t, 'admin');
    const person = await investorWith(t, 500_00n);
    const created = await send(t, 'POST', '/api/admin/packages', {
      cookie: admin.cookie,
      payload: {
        name: 'Quarterly',
        slug: 'quarterly',
        description: 'Paid every 90 days',
        minAmount: '100',
        maxAmount: '5000',
        ratePercent: '4.5',
        periodHours: 2160,
        periods: 4,
        capitalReturned: false,
        active: true,
        displayOrder: 9,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const pkg = created.json();
    expect(pkg).toMatchObject({ slug: 'quarterly', rateBps: 450, ratePercent: '4.50' });
    const before = await investOk(t, person, { packageSlug: 'quarterly', amount: '200' });

    const edited = await send(t, 'PATCH', `/api/admin/packages/${pkg.id}`, {
      cookie: admin.cookie,
      payload: { ratePercent: '9', periods: 2, capitalReturned: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ rateBps: 900, periods: 2, capitalReturned: true });
    const after = await get(t, `/api/investments/${before.id}`, person.cookie);
    expect(after.json()).toMatchObject({
      rateBps: 450,
      periods: 4,
      capitalReturned: false,
      profitPerPeriod: { usd: '9.00' },
    });
    const entries = await auditFor(t.db, pkg.id);
    expect(entries.map((entry) => entry.action)).toEqual(['package.create', 'package.update']);
    expect(entries[1]?.before).toMatchObject({ rateBps: 450 });
    expect(entries[1]?.after).toMatchObject({ rateBps: 900 });

    expectError(
      await send(t, 'POST', '/api/admin/packages', {
        cookie: admin.cookie,
        payload: {
          name: 'Upside down',
          slug: 'upside-down',
          description: '',
          minAmount: '50',
          maxAmount: '10',
          ratePercent: '0',
          periodHours: 0,
          periods: 1,
          capitalReturned: true,
          active: true,
          displayOrder: 1,
        },
      }),
      400,
      ERROR_CODES.validation,
    );
    expect(
      await t.db
        .select()
        .from(investmentPackages)
        .where(eq(investmentPackages.slug, 'upside-down')),
    ).toEqual([]);
    const taken = expectError(
      await send(t, 'PATCH', '/api/admin/packages/pkg-growth', {
        cookie: admin.cookie,
        payload: { slug: 'quarterly' },
      }),
      409,
      'SLUG_TAKEN',
    );
    expect(taken.fields?.slug).toBeDefined();
    const reversed = expectError(
      await send(t, 'PATCH', `/api/admin/packages/${pkg.id}`, {
        cookie: admin.cookie,
        payload: { maxAmount: '50' },
      }),
      400,
      ERROR_CODES.validation,
    );
    expect(reversed.fields?.maxAmount).toBeDefined();
    expectError(
      await send(t, 'PATCH', '/api/admin/packages/nope', {
        cookie: admin.cookie,
        payload: { active: false },
      }),
      404,
      ERROR_CODES.notFound,
    );
    expectError(
      await send(t, 'PATCH', `/api/admin/packages/${pkg.id}`, {
        cookie: person.cookie,
        payload: { active: false },
      }),
      403,
      ERROR_CODES.forbidden,
    );
  });
});
