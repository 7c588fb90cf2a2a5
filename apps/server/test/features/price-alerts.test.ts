import {
  ERROR_CODES,
  formatPrice,
  type Notification,
  notificationListResponse,
  type PairSymbol,
  PRICE_ALERT_ERROR_CODES,
  PRICE_ALERT_LIMIT,
  type PriceAlert,
  parsePrice,
  priceAlertListResponse,
  priceAlertSchema,
  type Ticker,
} from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { notification, priceAlerts } from '../../src/db/schema/index.ts';
import { createDependencies } from '../../src/dependencies.ts';
import {
  type AlertChecker,
  startAlertChecker,
} from '../../src/features/price-alerts/alert-checker.ts';
import { createMemoryMailer } from '../../src/platform/mail/mailer.ts';
import { send } from '../helpers/admin.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { createManualClock } from '../helpers/manual-clock.ts';
import { createVerifiedUser, type TestUser } from '../helpers/users.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const clock = createManualClock(Date.parse('2026-10-05T12:00:00.000Z'));
const silent = { error: () => {} };
let t: TestApp;
let checker: AlertChecker;

beforeAll(async () => {
  // The clock stands still, so the feed's price does too; the test sends the checker its ticks.
  t = await build({}, { autoClose: false, clock });
  checker = await startAlertChecker(t.deps, silent, { listen: false });
});
afterAll(async () => {
  checker?.stop();
  await t?.close();
});

/** The pair's price now, in units of 10^-8, and a level `units` whole USDT away from it. */
function priceNowOf(app: Pick<TestApp, 'deps'>, symbol: PairSymbol = 'BTC'): bigint {
  return parsePrice(
    app.deps.market.tickers().find((ticker) => ticker.symbol === symbol)?.price ?? '0',
  );
}
const away = (whole: number, symbol: PairSymbol = 'BTC') =>
  formatPrice(priceNowOf(t, symbol) + BigInt(whole) * 100_000_000n);

/** A tick at `price` for one pair, as the feed would send it. */
function tickAt(app: Pick<TestApp, 'deps'>, price: string, symbol: PairSymbol = 'BTC'): Ticker[] {
  const ticker = app.deps.market.tickers().find((candidate) => candidate.symbol === symbol);
  if (!ticker) throw new Error(`no ${symbol} ticker`);
  return [{ ...ticker, price }];
}

interface AlertBody {
  symbol?: string;
  direction?: string;
  price?: string;
  repeat?: string;
  [extra: string]: unknown;
}

function createAlert(app: Pick<TestApp, 'app'>, person: TestUser, body: AlertBody) {
  return send(app as TestApp, 'POST', '/api/price-alerts', {
    cookie: person.cookie,
    payload: { symbol: 'BTC', direction: 'above', repeat: 'once', ...body },
  });
}

async function createOk(person: TestUser, body: AlertBody): Promise<PriceAlert> {
  const response = await createAlert(t, person, body);
  expect(response.statusCode, response.body).toBe(201);
  return priceAlertSchema.parse(response.json());
}

async function alertsOf(person: TestUser, query = '') {
  const response = await get(t, `/api/price-alerts${query}`, person.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return priceAlertListResponse.parse(response.json());
}

async function noticesOf(app: Pick<TestApp, 'app'>, person: TestUser, count: number) {
  return vi.waitFor(
    async () => {
      const response = await get(app as TestApp, '/api/notifications?size=100', person.cookie);
      const list = notificationListResponse.parse(response.json());
      expect(list.items).toHaveLength(count);
      return list.items as Notification[];
    },
    { timeout: 10_000, interval: 20 },
  );
}

describe('setting, listing and removing alerts', () => {
  it('sets an alert on either side of the price, lists it by pair and removes it', async () => {
    const person = await verifiedUser(t);
    const above = await createOk(person, { price: away(1000), repeat: 'every' });
    expect(above).toMatchObject({
      symbol: 'BTC',
      direction: 'above',
      price: away(1000),
      repeat: 'every',
      status: 'watching',
      firedCount: 0,
      lastFiredAt: null,
      lastFiredPrice: null,
    });
    // A second later: newest first.
    clock.advance(1000);
    const below = await createOk(person, {
      symbol: 'ETH',
      direction: 'below',
      price: away(-10, 'ETH'),
    });

    const all = await alertsOf(person);
    expect(all.items.map((alert) => alert.id)).toEqual([below.id, above.id]);
    expect(all).toMatchObject({ watching: 2, limit: PRICE_ALERT_LIMIT });
    expect((await alertsOf(person, '?symbol=ETH')).items.map((alert) => alert.id)).toEqual([
      below.id,
    ]);

    const removed = await send(t, 'DELETE', `/api/price-alerts/${below.id}`, {
      cookie: person.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await alertsOf(person)).items.map((alert) => alert.id)).toEqual([above.id]);
    expectError(
      await send(t, 'DELETE', `/api/price-alerts/${below.id}`, { cookie: person.cookie }),
      404,
      ERROR_CODES.notFound,
    );
  });

  it('refuses an alert on the wrong side of the price, with the reason on the price field', async () => {
    const person = await verifiedUser(t);
    const aboveBelow = expectError(
      await createAlert(t, person, { direction: 'above', price: away(-1) }),
      400,
      ERROR_CODES.validation,
    );
    expect(aboveBelow.fields?.price).toBe(
      'An alert above the price must be set above the current price',
    );
    const belowAbove = expectError(
      await createAlert(t, person, { direction: 'below', price: away(1) }),
      400,
      ERROR_CODES.validation,
    );
    expect(belowAbove.fields?.price).toBe(
      'An alert below the price must be set below the current price',
    );
    // The price itself is neither above nor below.
    expectError(
      await createAlert(t, person, { price: formatPrice(priceNowOf(t)) }),
      400,
      ERROR_CODES.validation,
    );
    expect((await alertsOf(person)).items).toEqual([]);
  });

  it("refuses more decimals than the pair's tick size, an unknown pair and bad fields", async () => {
    const person = await verifiedUser(t);
    const btc = expectError(
      await createAlert(t, person, { price: '1000000.001' }),
      400,
      ERROR_CODES.validation,
    );
    expect(btc.fields?.price).toBe('BTC prices have at most 2 decimals');
    // DOGE has five.
    const doge = await createOk(person, { symbol: 'DOGE', price: '999.12345' });
    expect(doge.price).toBe('999.12345');
    expectError(
      await createAlert(t, person, { symbol: 'DOGE', price: '999.123456' }),
      400,
      ERROR_CODES.validation,
    );

    for (const bad of [
      { symbol: 'XYZ', price: '1' },
      { direction: 'sideways', price: away(1) },
      { repeat: 'twice', price: away(1) },
      { price: '-5' },
      { price: '0' },
      { price: '1,000.00' },
      { price: away(1), extra: true },
    ]) {
      expectError(await createAlert(t, person, bad), 400, ERROR_CODES.validation);
    }
    expectError(
      await get(t, '/api/price-alerts?symbol=XYZ', person.cookie),
      400,
      ERROR_CODES.validation,
    );
    expect((await alertsOf(person)).items.map((alert) => alert.id)).toEqual([doge.id]);
  });

  it("never shows or removes another user's alert", async () => {
    const owner = await verifiedUser(t);
    const other = await verifiedUser(t);
    const alert = await createOk(owner, { price: away(500) });

    expect((await alertsOf(other)).items).toEqual([]);
    expectError(
      await send(t, 'DELETE', `/api/price-alerts/${alert.id}`, { cookie: other.cookie }),
      404,
      ERROR_CODES.notFound,
    );
    expect((await alertsOf(owner)).items.map((item) => item.id)).toEqual([alert.id]);
    // Signed out: no list at all.
    expect((await get(t, '/api/price-alerts')).statusCode).toBe(401);
  });
});

describe('the limit of watching alerts', () => {
  async function insertWatching(person: TestUser, count: number) {
    await t.db.insert(priceAlerts).values(
      Array.from({ length: count }, (_, index) => ({
        id: `${person.id}-${index}`,
        userId: person.id,
        symbol: 'BTC',
        direction: 'above' as const,
        price: away(10_000 + index),
        repeat: 'once' as const,
        createdAt: new Date(clock.now()),
      })),
    );
  }

  it(`allows ${PRICE_ALERT_LIMIT} watching alerts; a fired once alert no longer counts`, async () => {
    const person = await verifiedUser(t);
    await insertWatching(person, PRICE_ALERT_LIMIT - 1);
    await createOk(person, { price: away(1) });
    const refused = expectError(
      await createAlert(t, person, { price: away(2) }),
      409,
      PRICE_ALERT_ERROR_CODES.limitReached,
    );
    expect(refused.message).toContain(`at most ${PRICE_ALERT_LIMIT} alerts`);

    // One of them fires (once): it is history now, and a new one fits.
    await t.db
      .update(priceAlerts)
      .set({ armed: false, firedCount: 1 })
      .where(eq(priceAlerts.id, `${person.id}-0`));
    expect((await alertsOf(person)).watching).toBe(PRICE_ALERT_LIMIT - 1);
    await createOk(person, { price: away(3) });
    expect((await alertsOf(person)).watching).toBe(PRICE_ALERT_LIMIT);
  });

  it('holds when many alerts are set at the same moment', async () => {
    const person = await verifiedUser(t);
    await insertWatching(person, PRICE_ALERT_LIMIT - 3);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => createAlert(t, person, { price: away(index + 1) })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect((await alertsOf(person)).watching).toBe(PRICE_ALERT_LIMIT);
  });
});

describe('the checker', () => {
  // Each test of the checker has a pair of its own: the other tests' alerts stay in the book.
  it('fires a once alert when the price reaches it, once, and says so in a notice', async () => {
    const person = await verifiedUser(t);
    const alert = await createOk(person, { symbol: 'SOL', price: '1000000' });
    const tick = (price: string) => checker.onTick(tickAt(t, price, 'SOL'));

    expect(await tick('999999.99')).toBe(0);
    expect(await tick('1000012.3')).toBe(1);
    // Still above, below, above again: a once alert is done.
    expect(await tick('1000012.3')).toBe(0);
    expect(await tick('999000')).toBe(0);
    expect(await tick('1000012.3')).toBe(0);

    const [listed] = (await alertsOf(person)).items;
    expect(listed).toMatchObject({
      id: alert.id,
      status: 'fired',
      firedCount: 1,
      lastFiredPrice: '1000012.3',
      lastFiredAt: new Date(clock.now()).toISOString(),
    });
    const [notice] = await noticesOf(t, person, 1);
    expect(notice).toMatchObject({
      kind: 'price_alert.fired',
      text: 'SOL/USDT rose above 1,000,000.00 (now 1,000,012.30).',
      link: '/trade/SOL/solana',
    });
  });

  it('fires an every alert again after the price went back to the other side', async () => {
    const person = await verifiedUser(t);
    const alert = await createOk(person, {
      symbol: 'LINK',
      direction: 'below',
      price: '0.5',
      repeat: 'every',
    });
    const tick = (price: string) => checker.onTick(tickAt(t, price, 'LINK'));

    expect(await tick('0.5')).toBe(1);
    // Staying at or below the level is the same crossing, and so is touching it from below.
    expect(await tick('0.4')).toBe(0);
    expect(await tick('0.5')).toBe(0);
    // Strictly above re-arms it; down again fires it a second time.
    expect(await tick('0.50000001')).toBe(0);
    expect(await tick('0.45')).toBe(1);

    const [listed] = (await alertsOf(person)).items;
    expect(listed).toMatchObject({ id: alert.id, status: 'watching', firedCount: 2 });
    const notices = await noticesOf(t, person, 2);
    expect(notices.map((notice) => notice.text).sort()).toEqual([
      'LINK/USDT fell below 0.500 (now 0.450).',
      'LINK/USDT fell below 0.500 (now 0.500).',
    ]);
    const keys = await t.db
      .select({ key: notification.dedupeKey })
      .from(notification)
      .where(eq(notification.userId, person.id));
    expect(keys.map((row) => row.key).sort()).toEqual([
      `price_alert:${alert.id}:1`,
      `price_alert:${alert.id}:2`,
    ]);
  });

  it('forgets a removed alert and starts from the database after a restart', async () => {
    const person = await verifiedUser(t);
    const removed = await createOk(person, { symbol: 'AVAX', price: '100000' });
    const kept = await createOk(person, { symbol: 'AVAX', price: '100000', repeat: 'every' });
    await send(t, 'DELETE', `/api/price-alerts/${removed.id}`, { cookie: person.cookie });
    expect(await checker.onTick(tickAt(t, '100000', 'AVAX'))).toBe(1);

    const restarted = await startAlertChecker(t.deps, silent, { listen: false });
    checker.stop();
    checker = restarted;
    // Fired and waiting to re-arm: back under, then up again.
    expect(await restarted.onTick(tickAt(t, '99999.999', 'AVAX'))).toBe(0);
    expect(await restarted.onTick(tickAt(t, '100001', 'AVAX'))).toBe(1);
    const items = (await alertsOf(person)).items;
    expect(items.map((alert) => [alert.id, alert.firedCount])).toEqual([[kept.id, 2]]);
  });
});

/**
 * Two app instances on one fresh PostgreSQL database, each with its own pool, event bus
 * (LISTEN/NOTIFY) and alert checker, as two servers behind a load balancer have.
 */
async function twoInstances() {
  const database = await createTestDatabase();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'shared-secret-shared-secret-shared-0000' }),
    baseUrl: TEST_BASE_URL,
    trustedOrigins: [TEST_BASE_URL],
    databaseUrl: database.url,
  };
  const instances = await Promise.all(
    [1, 2].map(async () => {
      const deps = await createDependencies(config, { mailer: createMemoryMailer(), clock });
      const app = await buildApp(deps);
      const alerts = await startAlertChecker(deps, silent, { listen: false });
      return { app, deps, alerts, db: deps.database.db };
    }),
  );
  onTestFinished(async () => {
    for (const instance of instances) {
      instance.alerts.stop();
      await instance.app.close();
      await instance.deps.close();
    }
    await database.dispose();
  });
  return { database, instances };
}

describe.runIf(postgresUrl)('price alerts on two instances (PostgreSQL)', () => {
  it('fires once per crossing on two instances', async () => {
    const { database, instances } = await twoInstances();
    const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const person = await createVerifiedUser({ app: first.app, db: database.db });
    const level = formatPrice(priceNowOf(first) + 100_000_000n);
    const created = await createAlert(first, person, { price: level, repeat: 'every' });
    expect(created.statusCode, created.body).toBe(201);
    const alertId = priceAlertSchema.parse(created.json()).id;
    // Both books hear of it over the bus.
    await vi.waitFor(
      () => {
        expect(first.alerts.book.watched).toBe(1);
        expect(second.alerts.book.watched).toBe(1);
      },
      { timeout: 10_000, interval: 20 },
    );

    const levelUnits = parsePrice(level);
    const ticks = [levelUnits, levelUnits - 1n, levelUnits + 3n, levelUnits - 7n, levelUnits];
    let fired = 0;
    for (const price of ticks) {
      const tickers = tickAt(first, formatPrice(price));
      const counts = await Promise.all([
        first.alerts.onTick(tickers),
        second.alerts.onTick(tickers),
      ]);
      fired += counts[0] + counts[1];
      // Each instance hears what the other did before the next tick.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await Promise.all([first.alerts.settled(), second.alerts.settled()]);
    }
    // Crossings up at the first, third and fifth ticks; the second and fourth re-arm.
    expect(fired).toBe(3);
    const [row] = await database.db.select().from(priceAlerts).where(eq(priceAlerts.id, alertId));
    expect(row?.firedCount).toBe(3);
    // One notice per crossing, whichever instance fired it (the sign-in made one of its own).
    await vi.waitFor(
      async () => {
        const keys = await database.db
          .select({ key: notification.dedupeKey })
          .from(notification)
          .where(eq(notification.kind, 'price_alert.fired'));
        expect(keys.map((item) => item.key).sort()).toEqual([
          `price_alert:${alertId}:1`,
          `price_alert:${alertId}:2`,
          `price_alert:${alertId}:3`,
        ]);
      },
      { timeout: 10_000, interval: 20 },
    );
  });
});
