import { randomUUID } from 'node:crypto';
import {
  balanceHistoryResponse,
  parseMoney,
  type StatementResponse,
  statementResponse,
} from '@kapital/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfers } from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/platform/ledger/index.ts';
import { send } from '../helpers/admin.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { createManualClock } from '../helpers/manual-clock.ts';
import { staffUser } from '../helpers/staff.ts';
import type { TestUser } from '../helpers/users.ts';

/** The app's clock: a fixed day, so the history and the CSV file name are known in advance. */
const NOW = Date.parse('2026-03-10T12:00:00.000Z');

let t: TestApp;
let admin: TestUser;
let ada: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await build({}, { autoClose: false, clock: createManualClock(NOW) });
  [admin, ada, other] = await Promise.all([
    staffUser(t, 'admin'),
    verifiedUser(t),
    verifiedUser(t),
  ]);
  await seedMovements(ada.id);
});
afterAll(async () => {
  await t?.close();
});

function adjust(
  userId: string,
  account: string,
  direction: string,
  amount: string,
  reason: string,
) {
  return send(t, 'POST', `/api/admin/users/${userId}/adjustments`, {
    cookie: admin.cookie,
    headers: { 'idempotency-key': `test-${randomUUID()}` },
    payload: { account, direction, amount, reason },
  });
}

/** A transfer as the deposit, withdrawal and fund-move features write them. */
async function ledgerTransfer(input: {
  from: number;
  to: number;
  amount: string;
  kind: string;
  reference?: string;
  metadata?: Record<string, unknown>;
}) {
  await t.ledger.run((uow) =>
    t.ledger.transfer(uow, {
      debitAccountId: input.from,
      creditAccountId: input.to,
      amount: parseMoney(input.amount),
      kind: input.kind,
      ...(input.reference ? { reference: input.reference } : {}),
      idempotencyKey: `test:${randomUUID()}`,
      ...(input.metadata ? { metadata: input.metadata } : {}),
    }),
  );
}

/**
 * Ada's wallet, in ledger order: +100 deposit, +50 staff credit, -30 withdrawal hold, +30 its
 * return, +20 from bonus, -5 staff debit with a formula for a reason. Her bonus: +25, -20.
 */
async function seedMovements(userId: string) {
  const own = await t.ledger.userAccounts(userId);
  const world = await t.ledger.systemAccount('world');
  const hold = await t.ledger.systemAccount('hold');
  await ledgerTransfer({
    from: world.id,
    to: own.wallet.id,
    amount: '100.00',
    kind: 'deposit',
    reference: 'deposit:dep-1',
    metadata: { number: 'DEP-000042' },
  });
  expect(
    (await adjust(userId, 'wallet', 'credit', '50.00', 'Goodwill, for the outage')).statusCode,
  ).toBe(201);
  await ledgerTransfer({
    from: own.wallet.id,
    to: hold.id,
    amount: '30.00',
    kind: 'withdrawal.hold',
    reference: 'withdrawal:wd-1',
    metadata: { number: 'WD-000007' },
  });
  await ledgerTransfer({
    from: hold.id,
    to: own.wallet.id,
    amount: '30.00',
    kind: 'withdrawal.return',
    reference: 'withdrawal:wd-1',
    metadata: { number: 'WD-000007' },
  });
  expect((await adjust(userId, 'bonus', 'credit', '25.00', 'Welcome bonus')).statusCode).toBe(201);
  await ledgerTransfer({
    from: own.bonus.id,
    to: own.wallet.id,
    amount: '20.00',
    kind: 'fund.move',
    metadata: { from: 'bonus' },
  });
  expect(
    (await adjust(userId, 'wallet', 'debit', '5.00', '=HYPERLINK("http://x")')).statusCode,
  ).toBe(201);
}

async function statement(
  fund: string,
  query = '',
  cookie = ada.cookie,
): Promise<StatementResponse> {
  const response = await get(t, `/api/statements/${fund}${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return statementResponse.parse(response.json());
}

const today = () => new Date().toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('GET /api/statements/{fund}', () => {
  it('lists the wallet newest first, signed, with the balance after each movement', async () => {
    const wallet = await statement('wallet');
    expect(wallet.balance).toBe('165.00');
    expect(wallet.total).toBe(6);
    expect(wallet.page).toBe(1);
    expect(wallet.size).toBe(20);
    expect(
      wallet.items.map(({ type, description, amount, balanceAfter, reference }) => ({
        type,
        description,
        amount,
        balanceAfter,
        reference,
      })),
    ).toEqual([
      {
        type: 'adjustment',
        description: 'Adjustment by staff: =HYPERLINK("http://x")',
        amount: '-5.00',
        balanceAfter: '165.00',
        reference: null,
      },
      {
        type: 'fund_move',
        description: 'From bonus fund',
        amount: '20.00',
        balanceAfter: '170.00',
        reference: null,
      },
      {
        type: 'withdrawal_return',
        description: 'Withdrawal WD-000007 returned',
        amount: '30.00',
        balanceAfter: '150.00',
        reference: 'withdrawal:wd-1',
      },
      {
        type: 'withdrawal',
        description: 'Withdrawal WD-000007',
        amount: '-30.00',
        balanceAfter: '120.00',
        reference: 'withdrawal:wd-1',
      },
      {
        type: 'adjustment',
        description: 'Adjustment by staff: Goodwill, for the outage',
        amount: '50.00',
        balanceAfter: '150.00',
        reference: null,
      },
      {
        type: 'deposit',
        description: 'Deposit DEP-000042',
        amount: '100.00',
        balanceAfter: '100.00',
        reference: 'deposit:dep-1',
      },
    ]);
    const ids = wallet.items.map((item) => Number(item.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const item of wallet.items) expect(Number.isNaN(Date.parse(item.createdAt))).toBe(false);
  });

  it("shows each fund from its own side: the bonus fund's move to the wallet is money out", async () => {
    const bonus = await statement('bonus');
    expect(bonus.balance).toBe('5.00');
    expect(bonus.items.map((item) => [item.description, item.amount, item.balanceAfter])).toEqual([
      ['To wallet', '-20.00', '5.00'],
      ['Adjustment by staff: Welcome bonus', '25.00', '25.00'],
    ]);
    const profit = await statement('profit');
    expect(profit).toEqual({ items: [], page: 1, size: 20, total: 0, balance: '0.00' });
  });

  it('filters by type without changing the balance after each row', async () => {
    const adjustments = await statement('wallet', '?type=adjustment');
    expect(adjustments.total).toBe(2);
    expect(adjustments.items.map((item) => [item.amount, item.balanceAfter])).toEqual([
      ['-5.00', '165.00'],
      ['50.00', '150.00'],
    ]);
    expect(adjustments.balance).toBe('165.00');
    const returns = await statement('wallet', '?type=withdrawal_return');
    expect(returns.items.map((item) => item.balanceAfter)).toEqual(['150.00']);
  });

  it('filters by UTC days, both included', async () => {
    expect((await statement('wallet', `?from=${today()}&to=${today()}`)).total).toBe(6);
    expect((await statement('wallet', `?from=${today()}`)).total).toBe(6);
    expect((await statement('wallet', `?to=${today()}`)).total).toBe(6);
    const before = await statement('wallet', `?to=${yesterday()}`);
    expect(before.total).toBe(0);
    expect(before.items).toEqual([]);
    expect(before.balance).toBe('165.00');
    expect((await statement('wallet', '?from=2099-01-01')).total).toBe(0);
  });

  it('pages through the filtered rows', async () => {
    const second = await statement('wallet', '?size=4&page=2');
    expect(second.total).toBe(6);
    expect(second.page).toBe(2);
    expect(second.size).toBe(4);
    expect(second.items.map((item) => item.description)).toEqual([
      'Adjustment by staff: Goodwill, for the outage',
      'Deposit DEP-000042',
    ]);
    const beyond = await statement('wallet', '?size=4&page=3');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(6);
    expect(beyond.balance).toBe('165.00');
  });

  it("shows only the signed-in user's own movements", async () => {
    const theirs = await statement('wallet', '', other.cookie);
    expect(theirs).toEqual({ items: [], page: 1, size: 20, total: 0, balance: '0.00' });
  });

  it('describes movements it has no name for as Other', async () => {
    const person = await verifiedUser(t);
    const own = await t.ledger.userAccounts(person.id);
    const world = await t.ledger.systemAccount('world');
    await ledgerTransfer({
      from: world.id,
      to: own.profit.id,
      amount: '1.50',
      kind: 'future.kind',
    });
    const profit = await statement('profit', '', person.cookie);
    expect(profit.items).toMatchObject([{ type: 'other', description: 'Other', amount: '1.50' }]);
  });

  it.each([
    ['/api/statements/wallet?type=bonus', 'type'],
    ['/api/statements/wallet?from=2026-03-10&to=2026-03-09', 'to'],
    ['/api/statements/wallet?from=2026-13-01', 'from'],
    ['/api/statements/wallet?to=yesterday', 'to'],
    ['/api/statements/wallet?size=0', 'size'],
    ['/api/statements/wallet?size=101', 'size'],
    ['/api/statements/wallet?page=0', 'page'],
    ['/api/statements/demo', 'fund'],
    ['/api/statements/savings', 'fund'],
    ['/api/statements/demo/csv', 'fund'],
    ['/api/statements/wallet/csv?type=unknown', 'type'],
    ['/api/statements/wallet/csv?from=2026-03-10&to=2026-03-01', 'to'],
    ['/api/statements/demo/history', 'fund'],
    ['/api/statements/wallet/history?days=6', 'days'],
    ['/api/statements/wallet/history?days=366', 'days'],
    ['/api/statements/wallet/history?days=7.5', 'days'],
  ])('refuses %s with 400 naming %s', async (url, field) => {
    const error = expectError(await get(t, url, ada.cookie), 400, 'VALIDATION_ERROR');
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(error.fields?.[field]?.length).toBeGreaterThan(0);
  });

  it('needs a signed-in user with a verified e-mail', async () => {
    for (const url of [
      '/api/statements/wallet',
      '/api/statements/wallet/csv',
      '/api/statements/wallet/history',
    ]) {
      expectError(await get(t, url), 401, 'UNAUTHENTICATED');
    }
  });
});

describe('GET /api/statements/{fund}/csv', () => {
  it('downloads the whole statement oldest first, quoted and safe to open in a spreadsheet', async () => {
    const response = await get(t, '/api/statements/wallet/csv?size=1&page=3', ada.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="kapital-wallet-statement-2026-03-10.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const lines = response.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('Date,Type,Description,Amount (USD),Balance after (USD),Reference');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(6);
    const cells = rows.map((row) => row.split(',').slice(1));
    expect(cells[0]).toEqual([
      'Deposit',
      'Deposit DEP-000042',
      '100.00',
      '100.00',
      'deposit:dep-1',
    ]);
    expect(rows[1]).toMatch(
      /^[^,]+,Adjustment,"Adjustment by staff: Goodwill, for the outage",50\.00,150\.00,$/,
    );
    expect(cells[2]).toEqual([
      'Withdrawal',
      'Withdrawal WD-000007',
      '-30.00',
      '120.00',
      'withdrawal:wd-1',
    ]);
    expect(cells[3]?.slice(0, 2)).toEqual(['Withdrawal returned', 'Withdrawal WD-000007 returned']);
    expect(cells[4]).toEqual(['Fund transfer', 'From bonus fund', '20.00', '170.00', '']);
    // The reason starts a formula: an apostrophe keeps it text, its quotes are doubled.
    expect(rows[5]).toMatch(
      /^[^,]+,Adjustment,"Adjustment by staff: =HYPERLINK\(""http:\/\/x""\)",-5\.00,165\.00,$/,
    );
    expect(Date.parse(rows[0]?.split(',')[0] ?? '')).not.toBeNaN();
  });

  it('applies the filters', async () => {
    const response = await get(t, '/api/statements/wallet/csv?type=withdrawal', ada.cookie);
    const rows = response.body.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Withdrawal WD-000007,-30.00,120.00,withdrawal:wd-1');
    const none = await get(t, `/api/statements/bonus/csv?to=${yesterday()}`, ada.cookie);
    expect(none.body).toBe('Date,Type,Description,Amount (USD),Balance after (USD),Reference\r\n');
    expect(none.headers['content-disposition']).toContain('kapital-bonus-statement-2026-03-10.csv');
  });

  it('prefixes text cells that a spreadsheet would run as a formula', async () => {
    const person = await verifiedUser(t);
    const own = await t.ledger.userAccounts(person.id);
    const world = await t.ledger.systemAccount('world');
    for (const reference of ['=1+1', '+SUM(A1:A9)', '-2+3', '@cmd', '\tcmd', 'plain']) {
      await ledgerTransfer({
        from: world.id,
        to: own.profit.id,
        amount: '1.00',
        kind: 'x',
        reference,
      });
    }
    const response = await get(t, '/api/statements/profit/csv', person.cookie);
    const rows = response.body.split('\r\n').slice(1, -1);
    expect(rows.map((row) => row.split(',').slice(3))).toEqual([
      ['1.00', '1.00', "'=1+1"],
      ['1.00', '2.00', "'+SUM(A1:A9)"],
      ['1.00', '3.00', "'-2+3"],
      ['1.00', '4.00', "'@cmd"],
      ['1.00', '5.00', "'\tcmd"],
      ['1.00', '6.00', 'plain'],
    ]);
  });
});

/** A transfer made on a past day: the ledger stamps the database's now, so tests write it. */
async function pastTransfer(debit: number, credit: number, amount: string, at: string) {
  const minor = parseMoney(amount);
  await t.db.transaction(async (tx) => {
    await tx.insert(transfers).values({
      debitAccountId: debit,
      creditAccountId: credit,
      amount: minor,
      kind: 'admin.credit',
      idempotencyKey: `past:${randomUUID()}`,
      createdAt: new Date(at),
    });
    await tx.execute(sql`update accounts set balance = balance - ${minor} where id = ${debit}`);
    await tx.execute(sql`update accounts set balance = balance + ${minor} where id = ${credit}`);
  });
}

describe('GET /api/statements/{fund}/history', () => {
  it("gives each UTC day's closing balance, oldest first, ending today", async () => {
    const person = await verifiedUser(t);
    const own = await t.ledger.userAccounts(person.id);
    const world = await t.ledger.systemAccount('world');
    // Before the window: the opening balance.
    await pastTransfer(world.id, own.wallet.id, '10.00', '2026-01-01T10:00:00.000Z');
    // The window's first day, 2026-03-04, and two movements on one day.
    await pastTransfer(world.id, own.wallet.id, '5.00', '2026-03-04T00:00:00.000Z');
    await pastTransfer(world.id, own.wallet.id, '7.25', '2026-03-06T08:00:00.000Z');
    await pastTransfer(own.wallet.id, world.id, '2.00', '2026-03-06T23:59:59.999Z');
    // Today, and one after the app's now, which no point may include.
    await pastTransfer(world.id, own.wallet.id, '1.00', '2026-03-10T11:00:00.000Z');
    await pastTransfer(world.id, own.wallet.id, '100.00', '2026-03-11T00:00:00.000Z');
    // Another fund's movement stays out of the wallet's history.
    await pastTransfer(world.id, own.bonus.id, '3.00', '2026-03-05T00:00:00.000Z');
    expect((await checkLedger(t.db)).ok).toBe(true);

    const response = await get(t, '/api/statements/wallet/history?days=7', person.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(balanceHistoryResponse.parse(response.json()).points).toEqual([
      { date: '2026-03-04', balance: '15.00' },
      { date: '2026-03-05', balance: '15.00' },
      { date: '2026-03-06', balance: '20.25' },
      { date: '2026-03-07', balance: '20.25' },
      { date: '2026-03-08', balance: '20.25' },
      { date: '2026-03-09', balance: '20.25' },
      { date: '2026-03-10', balance: '21.25' },
    ]);

    const bonus = await get(t, '/api/statements/bonus/history?days=7', person.cookie);
    expect(bonus.json().points.map((point: { balance: string }) => point.balance)).toEqual([
      '0.00',
      '3.00',
      '3.00',
      '3.00',
      '3.00',
      '3.00',
      '3.00',
    ]);
  });

  it('covers the last 30 days by default', async () => {
    const response = await get(t, '/api/statements/profit/history', other.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { points } = balanceHistoryResponse.parse(response.json());
    expect(points).toHaveLength(30);
    expect(points[0]).toEqual({ date: '2026-02-09', balance: '0.00' });
    expect(points.at(-1)).toEqual({ date: '2026-03-10', balance: '0.00' });
  });
});
