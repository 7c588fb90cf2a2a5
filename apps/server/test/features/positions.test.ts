import {
  adminTradingResponse,
  ERROR_CODES,
  formatPrice,
  MONEY_ERROR_CODES,
  parseMoney,
  parsePrice,
  positionListResponse,
  positionSchema,
  settle,
  tradingAccountResponse,
} from '@kapital/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoResets, positions, user } from '../../src/db/schema/index.ts';
import {
  startTriggerEngine,
  type TriggerEngine,
} from '../../src/features/trading/trigger-engine.ts';
import { checkLedger } from '../../src/platform/ledger/index.ts';
import { send } from '../helpers/admin.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { balanceOf, fund } from '../helpers/ledger-fixtures.ts';
import { createManualClock } from '../helpers/manual-clock.ts';
import { staffUser } from '../helpers/staff.ts';
import { closeOrder, openOk, openOrder, straddle, whileTicking } from '../helpers/trading.ts';
import type { TestUser } from '../helpers/users.ts';
import { newKey } from '../helpers/withdrawals.ts';

const clock = createManualClock(Date.parse('2026-10-05T12:00:00.000Z'));
let t: TestApp;
let engine: TriggerEngine;
const silent = { error: () => {} };

beforeAll(async () => {
  t = await build({}, { autoClose: false, clock });
  t.deps.market.start();
  // The test calls onTick itself, so each tick's triggers are awaited before the next step.
  engine = await startTriggerEngine(t.deps, silent, { listen: false });
});
afterAll(async () => {
  engine?.stop();
  await t?.close();
});

async function trader(options: { real?: boolean; wallet?: bigint } = {}) {
  const person = await verifiedUser(t);
  const accounts = await t.ledger.userAccounts(person.id);
  if (options.wallet) await fund(t.ledger, accounts.wallet.id, options.wallet);
  if (options.real) {
    await t.db.update(user).set({ userTrading: true }).where(eq(user.id, person.id));
  }
  return person;
}

async function fundsOf(person: TestUser) {
  const accounts = await t.ledger.userAccounts(person.id);
  return {
    wallet: await balanceOf(t.db, accounts.wallet.id),
    demo: await balanceOf(t.db, accounts.demo.id),
  };
}

/** Ticks the market once and lets the engine act on it. */
async function tick() {
  clock.advance(1000);
  return engine.onTick(t.deps.market.tickers());
}

const priceNow = (symbol = 'BTC') =>
  parsePrice(t.deps.market.tickers().find((ticker) => ticker.symbol === symbol)?.price ?? '0');

describe('opening a position', () => {
  it('fills a Real Buy at the next tick: stake to the positions account, fee to fees', async () => {
    const person = await trader({ real: true, wallet: 100_00n });
    const before = clock.now();
    const position = await openOk(t, clock, person, { stake: '50' });
    expect(position).toMatchObject({
      mode: 'real',
      symbol: 'BTC',
      side: 'buy',
      status: 'open',
      stake: '50.00',
      // 0.1 % of 50.00
      openFee: '0.05',
      closeReason: null,
    });
    expect(Date.parse(position.openedAt)).toBeGreaterThan(before);
    expect(await fundsOf(person)).toMatchObject({ wallet: 49_95n });
    const statement = JSON.stringify(
      (await get(t, '/api/statements/wallet', person.cookie)).json(),
    );
    expect(statement).toContain(`Trade ${position.number} opened (Buy BTC/USDT)`);
    expect(statement).toContain(`Trade ${position.number} fee`);
    const held = await t.ledger.systemAccount('positions');
    expect(await balanceOf(t.db, held.id)).toBeGreaterThanOrEqual(50_00n);
    expect((await checkLedger(t.db)).breaches).toEqual([]);
  });

  it('trades the demo account for a Free user and never touches real money', async () => {
    const person = await trader({ wallet: 100_00n });
    const held = await t.ledger.systemAccount('positions');
    const heldBefore = await balanceOf(t.db, held.id);
    const position = await openOk(t, clock, person, { stake: '100', side: 'sell' });
    expect(position.mode).toBe('demo');
    // The demo account starts at the settings' 10,000.00; 100.00 and the 0.10 fee left it.
    expect(await fundsOf(person)).toEqual({ wallet: 100_00n, demo: 9_899_90n });
    expect(await balanceOf(t.db, held.id)).toBe(heldBefore);
  });

  it('ignores no price: a body that brings one is refused, and nothing is written', async () => {
    const person = await trader();
    const refused = await openOrder(t, clock, person, { stake: '10', price: '1.00' });
    expectError(refused, 400, ERROR_CODES.validation);
    expect(await fundsOf(person)).toMatchObject({ demo: 0n });
  });

  it('refuses bad input with a clear 4xx', async () => {
    const person = await trader();
    const price = priceNow();
    const cases: Array<[Record<string, unknown>, number, string, string?]> = [
      [{ symbol: 'XYZ', stake: '10' }, 400, ERROR_CODES.validation, 'symbol'],
      [{ stake: '0' }, 400, ERROR_CODES.validation, 'stake'],
      [{ stake: '-5' }, 400, ERROR_CODES.validation, 'stake'],
      [{ side: 'long', stake: '5' }, 400, ERROR_CODES.validation, 'side'],
      [
        { stake: '5', takeProfit: formatPrice(price / 2n) },
        400,
        ERROR_CODES.validation,
        'takeProfit',
      ],
      [{ stake: '5', stopLoss: formatPrice(price * 2n) }, 400, ERROR_CODES.validation, 'stopLoss'],
      [
        { side: 'sell', stake: '5', takeProfit: formatPrice(price * 2n) },
        400,
        ERROR_CODES.validation,
        'takeProfit',
      ],
      [{ stake: '20000' }, 422, ERROR_CODES.insufficientFunds],
    ];
    for (const [body, status, code, field] of cases) {
      const error = expectError(
        await openOrder(t, clock, person, body as { stake: string }),
        status,
        code,
      );
      if (field) expect(error.fields?.[field], JSON.stringify(body)).toBeDefined();
    }
    expect(await fundsOf(person)).toMatchObject({ demo: 0n });
  });

  it('lets exactly three of fifty parallel 30.00 opens through 100.00', async () => {
    const person = await trader({ real: true, wallet: 100_00n });
    const responses = await whileTicking(
      clock,
      Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          send(t, 'POST', '/api/positions', {
            cookie: person.cookie,
            headers: { 'idempotency-key': `parallel-open-${person.id}-${index}` },
            payload: { symbol: 'ETH', side: 'buy', stake: '30' },
          }),
        ),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expectError(response, 422, ERROR_CODES.insufficientFunds);
    }
    // 3 x (30.00 + 0.03 fee)
    expect((await fundsOf(person)).wallet).toBe(100_00n - 3n * 30_03n);
    expect((await checkLedger(t.db)).breaches).toEqual([]);
  });
});

describe('closing', () => {
  it('settles a manual close at the server price, once; a second close is 409', async () => {
    const person = await trader({ real: true, wallet: 200_00n });
    const position = await openOk(t, clock, person, { stake: '100', symbol: 'SOL' });
    const response = await closeOrder(t, clock, person, position.id);
    expect(response.statusCode, response.body).toBe(200);
    const closed = positionSchema.parse(response.json());
    const expected = settle(
      'buy',
      100_00n,
      parsePrice(position.entryPrice),
      parsePrice(closed.exitPrice ?? '0'),
      10,
    );
    expect(closed).toMatchObject({
      status: 'closed',
      closeReason: 'manual',
      triggerPrice: null,
      result: formatMoneyOf(expected.result),
      closeFee: formatMoneyOf(expected.closeFee),
      payout: formatMoneyOf(expected.payout),
    });
    expect((await fundsOf(person)).wallet).toBe(200_00n - 100_00n - 10n + expected.payout);
    expectError(
      await closeOrder(t, clock, person, position.id),
      409,
      MONEY_ERROR_CODES.invalidState,
    );
    expect((await checkLedger(t.db)).breaches).toEqual([]);
  });

  it("answers 404 for another user's position", async () => {
    const owner = await trader();
    const stranger = await trader();
    const position = await openOk(t, clock, owner, { stake: '10' });
    expectError(await closeOrder(t, clock, stranger, position.id), 404, ERROR_CODES.notFound);
    expectError(
      await get(t, `/api/positions/${position.id}`, stranger.cookie),
      404,
      ERROR_CODES.notFound,
    );
    const patched = await whileTicking(
      clock,
      send(t, 'PATCH', `/api/positions/${position.id}`, {
        cookie: stranger.cookie,
        payload: { takeProfit: null },
      }),
    );
    expectError(patched, 404, ERROR_CODES.notFound);
    const list = positionListResponse.parse(
      (await get(t, '/api/positions', stranger.cookie)).json(),
    );
    expect(list.items).toEqual([]);
  });
});

describe('the trigger engine', () => {
  it('closes by take-profit and stop-loss exactly once, at the tick that crosses', async () => {
    const person = await trader({ real: true, wallet: 1_000_00n });
    const position = await openOk(t, clock, person, { symbol: 'DOGE', stake: '100' });
    await straddle(t, engine, position.id, 'DOGE');
    let closed = 0;
    for (let index = 0; index < 30 && closed === 0; index += 1) closed += await tick();
    expect(closed).toBe(1);
    const [row] = await t.db.select().from(positions).where(eq(positions.id, position.id));
    expect(row?.status).toBe('closed');
    expect(['take_profit', 'stop_loss']).toContain(row?.closeReason);
    expect(row?.triggerPrice).not.toBeNull();
    // Nothing fires twice.
    for (let index = 0; index < 5; index += 1) expect(await tick()).toBe(0);
    expect((await checkLedger(t.db)).breaches).toEqual([]);
  });

  it('a user closing while the engine fires: one close settles', async () => {
    const person = await trader();
    const position = await openOk(t, clock, person, { symbol: 'XRP', stake: '100' });
    await straddle(t, engine, position.id, 'XRP');
    const [userClose, engineCloses] = await Promise.all([
      closeOrder(t, clock, person, position.id),
      (async () => {
        let fired = 0;
        for (let index = 0; index < 10; index += 1)
          fired += await engine.onTick(t.deps.market.tickers());
        return fired;
      })(),
    ]);
    const closes = (userClose.statusCode === 200 ? 1 : 0) + engineCloses;
    expect(closes).toBe(1);
    const rows = await t.db.select().from(positions).where(eq(positions.id, position.id));
    expect(rows[0]?.status).toBe('closed');
    expect((await checkLedger(t.db)).breaches).toEqual([]);
  });

  it('closes what one tick fires together, and one that cannot settle holds back none of the rest', async () => {
    const person = await trader();
    const opened = [];
    for (let index = 0; index < 4; index += 1) {
      opened.push(await openOk(t, clock, person, { symbol: 'LINK', stake: '10' }));
    }
    for (const position of opened) await straddle(t, engine, position.id, 'LINK');
    // One row the database refuses to close: its batch rolls back, then the rest close alone.
    const broken = opened[0]?.id as string;
    await t.db.execute(
      sql.raw(`
      CREATE FUNCTION refuse_close() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.id = '${broken}' AND NEW.status = 'closed' THEN RAISE EXCEPTION 'refused'; END IF;
        RETURN NEW;
      END $$`),
    );
    await t.db.execute(
      sql.raw(
        'CREATE TRIGGER refuse_close BEFORE UPDATE ON positions FOR EACH ROW EXECUTE FUNCTION refuse_close()',
      ),
    );
    let closed = 0;
    for (let index = 0; index < 30 && closed === 0; index += 1) closed += await tick();
    expect(closed).toBe(3);
    const rows = await t.db.select().from(positions).where(eq(positions.userId, person.id));
    expect(
      rows
        .filter((row) => row.status === 'closed')
        .map((row) => row.id)
        .sort(),
    ).toEqual(
      opened
        .slice(1)
        .map((position) => position.id)
        .sort(),
    );
    // Watched again after the failure: mended, it closes at a later tick, once.
    expect(engine.book.watched).toBeGreaterThan(0);
    await t.db.execute(sql.raw('DROP TRIGGER refuse_close ON positions'));
    await t.db.execute(sql.raw('DROP FUNCTION refuse_close()'));
    await straddle(t, engine, broken, 'LINK');
    let later = 0;
    for (let index = 0; index < 30 && later === 0; index += 1) later += await tick();
    expect(later).toBe(1);
    expect((await checkLedger(t.db)).breaches).toEqual([]);
  });

  it('rebuilds its book from the database on start', async () => {
    const person = await trader();
    const price = priceNow('ADA');
    await openOk(t, clock, person, {
      symbol: 'ADA',
      stake: '10',
      takeProfit: formatPrice(price * 3n),
    });
    const restarted = await startTriggerEngine(t.deps, silent, { listen: false });
    try {
      const open = await t.db.select().from(positions).where(eq(positions.status, 'open'));
      expect(restarted.book.watched).toBe(open.length);
    } finally {
      restarted.stop();
    }
  });

  it('reads its book again when the bus may have lost position events', async () => {
    // A bus that hears nothing, as an instance's does while its LISTEN connection is down.
    let resync = () => {};
    const deaf = {
      ...t.deps.events,
      subscribe: () => () => {},
      onResync(listener: () => void) {
        resync = listener;
        return () => {};
      },
    };
    const other = await startTriggerEngine({ ...t.deps, events: deaf }, silent, { listen: false });
    try {
      const person = await trader();
      const order = () => ({
        symbol: 'ADA' as const,
        stake: '10',
        takeProfit: formatPrice(priceNow('ADA') * 3n),
      });
      const first = await openOk(t, clock, person, order());
      expect(other.book.positionIds()).not.toContain(first.id);
      resync();
      await vi.waitFor(() => expect(other.book.positionIds()).toContain(first.id));

      // Closed and opened elsewhere while this engine heard nothing.
      expect((await closeOrder(t, clock, person, first.id)).statusCode).toBe(200);
      const second = await openOk(t, clock, person, order());
      resync();
      await vi.waitFor(() => expect(other.book.positionIds()).toContain(second.id));
      expect(other.book.positionIds()).not.toContain(first.id);
      const open = await t.db.select().from(positions).where(eq(positions.status, 'open'));
      expect(other.book.watched).toBe(open.length);
    } finally {
      other.stop();
    }
  });
});

function formatMoneyOf(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

describe('the trading account and the demo reset', () => {
  const account = (person: TestUser) =>
    get(t, '/api/trading/account', person.cookie).then((response) =>
      tradingAccountResponse.parse(response.json()),
    );
  const reset = (person: TestUser) =>
    send(t, 'POST', '/api/trading/demo/reset', {
      cookie: person.cookie,
      headers: { 'idempotency-key': newKey() },
    });

  it('gives a Free trader the demo balance once, and one reset a UTC day', async () => {
    const person = await trader();
    expect(await account(person)).toEqual({
      mode: 'demo',
      balance: '10000.00',
      feeBps: 10,
      feePercent: '0.10',
      demoBalance: '10000.00',
      demoResetAvailable: true,
    });
    expect((await account(person)).balance).toBe('10000.00');
    await openOk(t, clock, person, { stake: '2500' });
    expect((await account(person)).balance).toBe('7497.50');

    const first = await reset(person);
    expect(first.statusCode, first.body).toBe(200);
    expect(tradingAccountResponse.parse(first.json())).toMatchObject({
      balance: '10000.00',
      demoResetAvailable: false,
    });
    expectError(await reset(person), 409, 'DEMO_RESET_USED');
    expect((await fundsOf(person)).demo).toBe(10_000_00n);

    // As if today's reset had been yesterday's (moving the clock a day would tick the market
    // 86,400 times): today's is open again.
    await t.db
      .update(demoResets)
      .set({ day: '2000-01-01' })
      .where(eq(demoResets.userId, person.id));
    expect((await account(person)).demoResetAvailable).toBe(true);
    expect((await reset(person)).statusCode).toBe(200);
    expect((await checkLedger(t.db)).breaches).toEqual([]);
  });

  it('shows a Real trader the wallet, and refuses a demo reset', async () => {
    const person = await trader({ real: true, wallet: 42_00n });
    expect(await account(person)).toMatchObject({
      mode: 'real',
      balance: '42.00',
      demoResetAvailable: false,
    });
    expectError(await reset(person), 409, 'NOT_DEMO');
    expect((await fundsOf(person)).demo).toBe(0n);
  });
});

describe('modes and net results', () => {
  const list = async (person: TestUser, query: string) => {
    const response = await get(t, `/api/positions?${query}`, person.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return positionListResponse.parse(response.json());
  };

  it('lists one mode when asked: a Free position stays Free after the switch to Real', async () => {
    const person = await trader({ wallet: 300_00n });
    const free = await openOk(t, clock, person, { stake: '100' });
    await t.db.update(user).set({ userTrading: true }).where(eq(user.id, person.id));
    const real = await openOk(t, clock, person, { stake: '30', side: 'sell' });
    expect([free.mode, real.mode]).toEqual(['demo', 'real']);

    const realOnly = await list(person, 'status=open&mode=real');
    expect(realOnly.items.map((position) => [position.id, position.mode])).toEqual([
      [real.id, 'real'],
    ]);
    expect(realOnly.total).toBe(1);
    const freeOnly = await list(person, 'status=open&mode=demo');
    expect(freeOnly.items.map((position) => [position.id, position.mode])).toEqual([
      [free.id, 'demo'],
    ]);
    expect((await list(person, 'status=open')).total).toBe(2);

    await closeOrder(t, clock, person, free.id);
    expect((await list(person, 'status=closed&mode=demo')).items.map((p) => p.id)).toEqual([
      free.id,
    ]);
    expect((await list(person, 'status=closed&mode=real')).items).toEqual([]);

    const refused = await get(t, '/api/positions?mode=paper', person.cookie);
    expect(expectError(refused, 400, ERROR_CODES.validation).fields).toHaveProperty('mode');
  });

  it('gives the fees and the net result after them, in cents, on every position', async () => {
    const person = await trader({ real: true, wallet: 2_000_00n });
    const open = await openOk(t, clock, person, { stake: '1000', symbol: 'ETH' });
    // Open: the opening fee is paid, nothing is settled yet; the rate prices the close.
    expect(open).toMatchObject({ fees: '1.00', net: null, feeBps: 10 });

    const closed = positionSchema.parse((await closeOrder(t, clock, person, open.id)).json());
    const stake = 1_000_00n;
    const payout = parseMoney(closed.payout ?? '');
    const closeFee = parseMoney(closed.closeFee ?? '');
    // What the trader is up or down after both fees: what came back minus all that left.
    const net = payout - stake - 1_00n;
    expect(closed.fees).toBe(formatMoneyOf(1_00n + closeFee));
    expect(closed.net).toBe(formatMoneyOf(net));
    expect(parseMoney(closed.net ?? '')).toBe(
      parseMoney(closed.result ?? '') - parseMoney(closed.fees),
    );
    expect((await fundsOf(person)).wallet).toBe(2_000_00n + net);
    const [listed] = (await list(person, `status=closed&mode=real`)).items;
    expect(listed).toMatchObject({ id: open.id, fees: closed.fees, net: closed.net });
  });
});

describe('the console', () => {
  it("shows open exposure per pair, the house's result and one user's positions", async () => {
    const admin = await staffUser(t, 'admin');
    const person = await trader({ real: true, wallet: 500_00n });
    const before = adminTradingResponse.parse(
      (await get(t, '/api/admin/trading', admin.cookie)).json(),
    );
    const buy = await openOk(t, clock, person, { symbol: 'LINK', stake: '100' });
    await openOk(t, clock, person, { symbol: 'LINK', side: 'sell', stake: '40' });
    const closed = positionSchema.parse((await closeOrder(t, clock, person, buy.id)).json());
    const after = adminTradingResponse.parse(
      (await get(t, '/api/admin/trading', admin.cookie)).json(),
    );
    const link = after.pairs.find((pair) => pair.symbol === 'LINK');
    const linkBefore = before.pairs.find((pair) => pair.symbol === 'LINK');
    expect(link?.open).toBe((linkBefore?.open ?? 0) + 1);
    expect(parseMoney(link?.sellStake ?? '0') - parseMoney(linkBefore?.sellStake ?? '0')).toBe(
      40_00n,
    );
    expect(after.real.closed).toBe(before.real.closed + 1);
    expect(parseMoney(after.real.houseResult) - parseMoney(before.real.houseResult)).toBe(
      -parseMoney(closed.result ?? '0'),
    );
    const list = positionListResponse.parse(
      (await get(t, `/api/admin/users/${person.id}/positions`, admin.cookie)).json(),
    );
    expect(list.total).toBe(2);
    expect((await get(t, '/api/admin/trading', person.cookie)).statusCode).toBe(403);
  });
});
