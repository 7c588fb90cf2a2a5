import {
  adminInvestmentsResponse,
  investmentPackagesResponse,
  investmentSchema,
  TRANSFER_KINDS,
} from '@kapital/shared';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investments, transfers } from '../../src/db/schema/index.ts';
import { payDueInvestments, payoutCheckMs } from '../../src/features/investments/payout-worker.ts';
import type { DomainEvent } from '../../src/platform/events/event-bus.ts';
import { checkLedger } from '../../src/platform/ledger/index.ts';
import { auditFor, send } from '../helpers/admin.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { get } from '../helpers/http.ts';
import { investOk, investorWith } from '../helpers/investments.ts';
import { balanceOf } from '../helpers/ledger-fixtures.ts';
import { mailsSince } from '../helpers/mail.ts';
import { createManualClock } from '../helpers/manual-clock.ts';
import { staffUser } from '../helpers/staff.ts';

const START = Date.parse('2026-07-01T06:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const clock = createManualClock(START);
let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false, clock });
});
afterAll(async () => {
  await t?.close();
});

const pay = () => payDueInvestments(t.deps, clock.now());

async function moneyOf(userId: string) {
  const accounts = await t.ledger.userAccounts(userId);
  return {
    wallet: await balanceOf(t.db, accounts.wallet.id),
    profit: await balanceOf(t.db, accounts.profit.id),
  };
}

/** The investment's payout transfers in order: key, amount, kind and stated due time. */
async function payoutsOf(investmentId: string) {
  const rows = await t.db
    .select()
    .from(transfers)
    .where(like(transfers.idempotencyKey, `investment:${investmentId}:%`))
    .orderBy(asc(transfers.id));
  return rows
    .filter((row) => row.kind !== TRANSFER_KINDS.investmentCapital)
    .map((row) => ({
      key: row.idempotencyKey.slice(`investment:${investmentId}:`.length),
      amount: row.amount,
      kind: row.kind,
      dueAt: row.metadata?.dueAt,
    }));
}

async function readBack(person: { cookie: string }, id: string) {
  return investmentSchema.parse((await get(t, `/api/investments/${id}`, person.cookie)).json());
}

describe('the payout worker', () => {
  it('after ten periods of downtime pays all ten, each once, with its own due time', async () => {
    const person = await investorWith(t, 1_000_00n);
    const investment = await investOk(t, person, { packageSlug: 'growth', amount: '500' });
    const startMs = Date.parse(investment.startedAt);
    expect(await pay()).toBe(0);

    clock.advance(10 * DAY + 5 * 60 * 1000);
    expect(await pay()).toBe(10);
    expect(await pay()).toBe(0);
    // 1.2 % of 500.00 = 6.00 a period.
    expect(await payoutsOf(investment.id)).toEqual(
      Array.from({ length: 10 }, (_, index) => ({
        key: `period:${index + 1}`,
        amount: 6_00n,
        kind: TRANSFER_KINDS.investmentProfit,
        dueAt: new Date(startMs + (index + 1) * DAY).toISOString(),
      })),
    );
    expect(await moneyOf(person.id)).toEqual({ wallet: 500_00n, profit: 60_00n });
    expect(await readBack(person, investment.id)).toMatchObject({
      status: 'active',
      periodsPaid: 10,
      earned: { usd: '60.00' },
      nextPayoutAt: new Date(startMs + 11 * DAY).toISOString(),
    });
    expect((await checkLedger(t.db)).breaches).toEqual([]);
  });

  it('at maturity returns the capital to the wallet, marks it matured and mails the investor', async () => {
    const person = await investorWith(t, 100_00n);
    const investment = await investOk(t, person, { amount: '100' });
    const mails = t.mailer.sent.length;
    const events: DomainEvent[] = [];
    const unsubscribe = t.deps.events.subscribe((event) => events.push(event));
    try {
      clock.advance(3 * DAY);
      await pay();
      expect(await moneyOf(person.id)).toEqual({ wallet: 0n, profit: 3_00n });
      clock.advance(30 * DAY);
      await pay();
    } finally {
      unsubscribe();
    }
    expect(await moneyOf(person.id)).toEqual({ wallet: 100_00n, profit: 7_00n });
    const payouts = await payoutsOf(investment.id);
    expect(payouts.map((payout) => payout.key)).toEqual([
      ...Array.from({ length: 7 }, (_, index) => `period:${index + 1}`),
      'maturity',
    ]);
    expect(payouts.at(-1)).toMatchObject({
      amount: 100_00n,
      kind: TRANSFER_KINDS.investmentCapitalReturn,
    });
    const after = await readBack(person, investment.id);
    expect(after).toMatchObject({
      status: 'matured',
      periodsPaid: 7,
      nextPayoutAt: null,
      maturedAt: new Date(clock.now()).toISOString(),
    });
    // The user's screens hear each payout and the maturity.
    const mine = events.filter((event) => event.type === 'invoice' && event.id === investment.id);
    expect(mine.map((event) => event.type === 'invoice' && event.status)).toEqual([
      'active',
      'matured',
    ]);
    expect(
      events.some(
        (event) =>
          event.type === 'balance' && event.userId === person.id && event.account === 'profit',
      ),
    ).toBe(true);
    // One mail, at maturity: the payouts before it are notices only.
    const [mail] = await mailsSince(t, mails, 1, person.email);
    expect(mail?.subject).toBe(`Investment ${investment.number} has matured`);
    expect(mail?.text).toContain('7.00 USD of profit');
    expect(mail?.text).toContain('capital of 100.00 USD is back in your wallet');
    expect(mail?.actionUrl).toBe(`http://localhost:3000/invoice/${investment.id}`);
    expect((await checkLedger(t.db)).breaches).toEqual([]);
  });

  it('keeps the capital when the package does not return it', async () => {
    const person = await investorWith(t, 1_000_00n);
    const investment = await investOk(t, person, { packageSlug: 'annuity', amount: '1000' });
    const mails = t.mailer.sent.length;
    const house = await t.ledger.systemAccount('house');
    const houseBefore = await balanceOf(t.db, house.id);
    clock.advance(100 * DAY);
    expect(await pay()).toBe(100);
    expect(await moneyOf(person.id)).toEqual({ wallet: 0n, profit: 1_500_00n });
    expect((await payoutsOf(investment.id)).at(-1)).toMatchObject({
      key: 'maturity',
      kind: TRANSFER_KINDS.investmentCapitalKept,
    });
    // The house paid 1,500.00 of profit and kept the 1,000.00 of capital.
    expect(await balanceOf(t.db, house.id)).toBe(houseBefore - 1_500_00n + 1_000_00n);
    const [mail] = await mailsSince(t, mails, 1, person.email);
    expect(mail?.text).toContain('does not return its capital');
  });

  it('two workers at once, and a worker stopped midway, still pay every period once', async () => {
    const people = await Promise.all([1, 2, 3, 4].map(() => investorWith(t, 100_00n)));
    const made = [];
    for (const person of people) made.push(await investOk(t, person, { amount: '100' }));
    clock.advance(2 * DAY + 1000);
    // One investment a transaction, one transaction: then it stops.
    expect(await payDueInvestments(t.deps, clock.now(), { batchSize: 1, maxBatches: 1 })).toBe(2);
    const [first, second] = await Promise.all([
      payDueInvestments(t.deps, clock.now(), { batchSize: 1 }),
      payDueInvestments(t.deps, clock.now(), { batchSize: 1 }),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(6);
    for (const investment of made) {
      expect((await payoutsOf(investment.id)).map((payout) => payout.key)).toEqual([
        'period:1',
        'period:2',
      ]);
    }
    expect((await checkLedger(t.db)).breaches).toEqual([]);
  });

  it('pays nothing while staff pause payouts, and catches up on resume', async () => {
    const admin = await staffUser(t, 'admin');
    const person = await investorWith(t, 50_00n);
    const investment = await investOk(t, person, { amount: '50' });
    await pay();
    const paused = await send(t, 'PUT', '/api/admin/investments/payouts', {
      cookie: admin.cookie,
      payload: { paused: true },
    });
    expect(paused.json()).toEqual({ paused: true });
    clock.advance(3 * DAY);
    expect(await pay()).toBe(0);
    const list = adminInvestmentsResponse.parse(
      (
        await get(t, `/api/admin/investments?q=${encodeURIComponent(person.email)}`, admin.cookie)
      ).json(),
    );
    expect(list.payoutsPaused).toBe(true);
    expect(list.items.map((item) => item.id)).toEqual([investment.id]);
    expect(list.totals).toEqual({
      activeCapital: '50.00',
      profitPaid: '0.00',
      // Three periods overdue and one more within a day: 4 x 0.50.
      profitDueNext24h: '2.00',
    });

    const resumed = await send(t, 'PUT', '/api/admin/investments/payouts', {
      cookie: admin.cookie,
      payload: { paused: false },
    });
    expect(resumed.json()).toEqual({ paused: false });
    await pay();
    expect((await readBack(person, investment.id)).periodsPaid).toBe(3);
    expect((await moneyOf(person.id)).profit).toBe(1_50n);
    const audit = await auditFor(t.db, 'investment-payouts');
    expect(audit.slice(-2).map((entry) => entry.action)).toEqual([
      'investments.pause',
      'investments.resume',
    ]);
  });

  it('filters the console list by package and status', async () => {
    const admin = await staffUser(t, 'admin');
    const person = await investorWith(t, 700_00n);
    const growth = await investOk(t, person, { packageSlug: 'growth', amount: '200' });
    await investOk(t, person, { amount: '100' });
    const query = `q=${encodeURIComponent(person.userName)}&packageId=pkg-growth&status=active`;
    const list = adminInvestmentsResponse.parse(
      (await get(t, `/api/admin/investments?${query}`, admin.cookie)).json(),
    );
    expect(list.items.map((item) => item.id)).toEqual([growth.id]);
    expect(list.items[0]).toMatchObject({ userId: person.id, customer: { email: person.email } });
    const matured = adminInvestmentsResponse.parse(
      (
        await get(
          t,
          `/api/admin/investments?q=${encodeURIComponent(person.userName)}&status=matured`,
          admin.cookie,
        )
      ).json(),
    );
    expect(matured.items).toEqual([]);
    expect((await get(t, '/api/admin/investments?status=sideways', admin.cookie)).statusCode).toBe(
      400,
    );
    expect((await get(t, '/api/admin/investments', person.cookie)).statusCode).toBe(403);
  });
});

describe('INVESTMENT_PERIOD_SECONDS', () => {
  it('shortens the periods of new investments, says so, and checks often enough', async () => {
    const shortClock = createManualClock(START);
    const short = await build({ investmentPeriodSeconds: 2 }, { clock: shortClock });
    const person = await investorWith(short, 20_00n);
    const packages = investmentPackagesResponse.parse(
      (await get(short, '/api/investment-packages', person.cookie)).json(),
    );
    expect(packages.periodsShortened).toBe(true);
    expect(packages.items.every((item) => item.periodSeconds === 2)).toBe(true);
    const investment = await investOk(short, person, { amount: '20' });
    expect(investment.periodSeconds).toBe(2);
    shortClock.advance(5_000);
    expect(await payDueInvestments(short.deps, shortClock.now())).toBe(2);
    expect(payoutCheckMs({ investmentPeriodSeconds: 2 })).toBe(1_000);
    expect(payoutCheckMs({ investmentPeriodSeconds: 60 })).toBe(5_000);
    expect(payoutCheckMs({ investmentPeriodSeconds: undefined })).toBe(5_000);
  });
});

describe('the wallet statement', () => {
  it('names the investment and its payouts', async () => {
    const person = await investorWith(t, 10_00n);
    const investment = await investOk(t, person, { amount: '10' });
    clock.advance(DAY);
    await pay();
    const wallet = (await get(t, '/api/statements/wallet', person.cookie)).json();
    const profit = (await get(t, '/api/statements/profit', person.cookie)).json();
    expect(JSON.stringify(wallet)).toContain(`Investment ${investment.number}`);
    expect(JSON.stringify(profit)).toContain(`Investment ${investment.number} profit, period 1`);
  });
});

describe('the ledger check', () => {
  it('reports escrow that does not hold the capital of the active investments', async () => {
    const fresh = await build();
    const person = await investorWith(fresh, 40_00n);
    const investment = await investOk(fresh, person, { amount: '40' });
    expect((await checkLedger(fresh.db)).breaches).toEqual([]);
    // The row claims more capital than was ever moved into escrow.
    await fresh.db
      .update(investments)
      .set({ amount: 45_00n })
      .where(eq(investments.id, investment.id));
    expect((await checkLedger(fresh.db)).breaches).toEqual([
      'Escrow holds 4000 but active investments hold 4500 of capital',
    ]);
  });
});
