import { formatMoney, periodsDueBy, profitPerPeriod } from '@kapital/shared';
import { eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investmentPackages, investments, transfers } from '../../src/db/schema/index.ts';
import { payDueInvestments } from '../../src/features/investments/payout-worker.ts';
import { checkLedger } from '../../src/platform/ledger/index.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { invest, investorWith } from '../helpers/investments.ts';
import { balanceOf, fund } from '../helpers/ledger-fixtures.ts';
import { createManualClock } from '../helpers/manual-clock.ts';
import type { TestUser } from '../helpers/users.ts';

/**
 * Random sequences of investments by three users, clock advances and payout runs (one worker,
 * two at once, or one that stops after its first investment), against a model. After every
 * step: the ledger's invariants hold (escrow included), every period due by the last complete
 * run is paid, no period is paid twice or out of order, and each user's wallet and profit fund
 * equal the model.
 */

const HOUR = 60 * 60 * 1000;
const USERS = 3;
const PACKAGES = [
  {
    id: 'pkg-prop-hourly',
    slug: 'prop-hourly',
    rateBps: 250,
    periodHours: 1,
    periods: 3,
    capitalReturned: true,
  },
  {
    id: 'pkg-prop-kept',
    slug: 'prop-kept',
    rateBps: 7_000,
    periodHours: 2,
    periods: 2,
    capitalReturned: false,
  },
] as const;
const MIN = 1_00n;
const MAX = 500_00n;

const clock = createManualClock(Date.parse('2026-09-01T00:00:00.000Z'));
let t: TestApp;
let users: TestUser[];

beforeAll(async () => {
  t = await build({}, { autoClose: false, clock });
  await t.db.insert(investmentPackages).values(
    PACKAGES.map((pkg, index) => ({
      ...pkg,
      name: pkg.slug,
      minAmount: MIN,
      maxAmount: MAX,
      displayOrder: 100 + index,
    })),
  );
  users = await Promise.all(Array.from({ length: USERS }, () => investorWith(t, 0n)));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Action =
  | { kind: 'invest'; user: number; pkg: number; cents: number }
  | { kind: 'advance'; minutes: number }
  | { kind: 'work'; mode: 'one' | 'two' | 'midway' }
  | { kind: 'topUp'; user: number; cents: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('invest' as const),
      user: fc.integer({ min: 0, max: USERS - 1 }),
      pkg: fc.integer({ min: 0, max: PACKAGES.length - 1 }),
      cents: fc.oneof(fc.integer({ min: 1, max: 60_000 }), fc.integer({ min: 100, max: 5_000 })),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      minutes: fc.integer({ min: 1, max: 200 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('work' as const),
      mode: fc.constantFrom('one' as const, 'two' as const, 'midway' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('topUp' as const),
      user: fc.integer({ min: 0, max: USERS - 1 }),
      cents: fc.integer({ min: 1, max: 30_000 }),
    }),
  },
);

interface ModelInvestment {
  id: string;
  user: number;
  amount: bigint;
  profit: bigint;
  pkg: (typeof PACKAGES)[number];
  startMs: number;
}

describe('investments, as a property', () => {
  it('pay every period exactly once and keep every fund equal to the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
        // Earlier runs' investments mature first, so this run's model starts from still balances.
        clock.advance(24 * HOUR);
        await payDueInvestments(t.deps, clock.now());
        const accounts = await Promise.all(users.map((person) => t.ledger.userAccounts(person.id)));
        const start = await Promise.all(
          accounts.map(async (owned) => ({
            wallet: await balanceOf(t.db, owned.wallet.id),
            profit: await balanceOf(t.db, owned.profit.id),
          })),
        );
        const toppedUp = users.map(() => 0n);
        const made: ModelInvestment[] = [];
        // Periods every investment must have been paid by: due at the last complete run.
        let settledAt = Number.NEGATIVE_INFINITY;

        for (const step of actions) {
          if (step.kind === 'invest') {
            const pkg = PACKAGES[step.pkg] ?? PACKAGES[0];
            const amount = BigInt(step.cents);
            const owned = accounts[step.user];
            if (!owned) throw new Error('no such user');
            const wallet = await balanceOf(t.db, owned.wallet.id);
            const response = await invest(t, users[step.user] as TestUser, {
              packageSlug: pkg.slug,
              amount: formatMoney(amount),
            });
            const allowed =
              amount >= MIN &&
              amount <= MAX &&
              amount <= wallet &&
              profitPerPeriod(amount, pkg.rateBps) > 0n;
            expect(response.statusCode, response.body).toBe(allowed ? 201 : 422);
            if (allowed) {
              const body = response.json() as { id: string; startedAt: string };
              made.push({
                id: body.id,
                user: step.user,
                amount,
                profit: profitPerPeriod(amount, pkg.rateBps),
                pkg,
                startMs: Date.parse(body.startedAt),
              });
            }
          } else if (step.kind === 'advance') {
            clock.advance(step.minutes * 60 * 1000);
          } else if (step.kind === 'topUp') {
            const owned = accounts[step.user];
            if (!owned) throw new Error('no such user');
            await fund(t.ledger, owned.wallet.id, BigInt(step.cents));
            toppedUp[step.user] = (toppedUp[step.user] ?? 0n) + BigInt(step.cents);
          } else if (step.mode === 'midway') {
            await payDueInvestments(t.deps, clock.now(), { batchSize: 1, maxBatches: 1 });
          } else {
            const runs = step.mode === 'two' ? 2 : 1;
            await Promise.all(
              Array.from({ length: runs }, () => payDueInvestments(t.deps, clock.now())),
            );
            settledAt = clock.now();
          }
          await expectModel(made, settledAt, start, toppedUp, accounts);
        }
      }),
      { numRuns: 12 },
    );
  }, 300_000);
});

async function expectModel(
  made: ModelInvestment[],
  settledAt: number,
  start: Array<{ wallet: bigint; profit: bigint }>,
  toppedUp: bigint[],
  accounts: Array<Awaited<ReturnType<TestApp['ledger']['userAccounts']>>>,
) {
  const report = await checkLedger(t.db);
  expect(report.breaches).toEqual([]);
  const expected = start.map((balances, index) => ({
    wallet: balances.wallet + (toppedUp[index] ?? 0n),
    profit: balances.profit,
  }));
  for (const investment of made) {
    const [row] = await t.db.select().from(investments).where(eq(investments.id, investment.id));
    if (!row) throw new Error('the investment vanished');
    const terms = {
      periods: investment.pkg.periods,
      periodSeconds: investment.pkg.periodHours * 3600,
    };
    const dueNow = periodsDueBy(investment.startMs, terms, clock.now());
    const dueSettled = periodsDueBy(investment.startMs, terms, settledAt);
    // Paid at least what the last complete run owed, never what is not due yet.
    expect(row.periodsPaid).toBeGreaterThanOrEqual(dueSettled);
    expect(row.periodsPaid).toBeLessThanOrEqual(dueNow);
    expect(row.status).toBe(row.periodsPaid === investment.pkg.periods ? 'matured' : 'active');
    // Exactly one transfer per paid period, 1..paid, and the maturity once at the end.
    const moves = await t.db
      .select({ key: transfers.idempotencyKey, amount: transfers.amount })
      .from(transfers)
      .where(like(transfers.idempotencyKey, `investment:${investment.id}:%`));
    const periodKeys = moves
      .map((move) => move.key)
      .filter((key) => key.includes(':period:'))
      .sort((a, b) => Number(a.split(':').at(-1)) - Number(b.split(':').at(-1)));
    expect(periodKeys).toEqual(
      Array.from(
        { length: row.periodsPaid },
        (_, index) => `investment:${investment.id}:period:${index + 1}`,
      ),
    );
    expect(moves.filter((move) => move.key.endsWith(':maturity'))).toHaveLength(
      row.status === 'matured' ? 1 : 0,
    );
    const owner = expected[investment.user];
    if (!owner) throw new Error('no such user');
    owner.wallet -= investment.amount;
    owner.profit += investment.profit * BigInt(row.periodsPaid);
    if (row.status === 'matured' && investment.pkg.capitalReturned)
      owner.wallet += investment.amount;
  }
  for (const [index, owned] of accounts.entries()) {
    expect({
      wallet: await balanceOf(t.db, owned.wallet.id),
      profit: await balanceOf(t.db, owned.profit.id),
    }).toEqual(expected[index]);
  }
}
