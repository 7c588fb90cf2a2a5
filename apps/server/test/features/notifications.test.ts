import {
  formatMoneyDisplay,
  type Notification,
  notificationListResponse,
  unreadCountResponse,
} from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deposits, positions, user, withdrawals } from '../../src/db/schema/index.ts';
import { payDueInvestments } from '../../src/features/investments/payout-worker.ts';
import { noticeFor } from '../../src/features/notifications/notices.ts';
import {
  startTriggerEngine,
  type TriggerEngine,
} from '../../src/features/trading/trigger-engine.ts';
import type { DomainEvent } from '../../src/platform/events/event-bus.ts';
import { send } from '../helpers/admin.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { insertDeposit } from '../helpers/deposit-fixtures.ts';
import { newKey, postWithKey } from '../helpers/deposit-requests.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { investOk, investorWith } from '../helpers/investments.ts';
import { insertKyc } from '../helpers/kyc-rows.ts';
import { fund } from '../helpers/ledger-fixtures.ts';
import { createManualClock } from '../helpers/manual-clock.ts';
import { staffUser } from '../helpers/staff.ts';
import { closeOrder, openOk, straddle } from '../helpers/trading.ts';
import type { TestUser } from '../helpers/users.ts';
import { insertPendingWithdrawal } from '../helpers/withdrawals.ts';
import { listenForSockets, openSocket } from '../helpers/ws.ts';

const DAY_MS = 86_400_000;
const clock = createManualClock(Date.parse('2026-10-05T12:00:00.000Z'));
let t: TestApp;
let engine: TriggerEngine;
let admin: TestUser;

beforeAll(async () => {
  t = await build({}, { autoClose: false, clock });
  // Orders fill at the market's next tick; the test runs the trigger engine's ticks itself.
  t.deps.market.start();
  engine = await startTriggerEngine(t.deps, { error: () => {} }, { listen: false });
  admin = await staffUser(t, 'admin');
});
afterAll(async () => {
  engine?.stop();
  t?.deps.market.stop();
  await t?.close();
});

async function listOf(person: TestUser, query = '') {
  const response = await get(t, `/api/notifications${query}`, person.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return notificationListResponse.parse(response.json());
}

/** The person's notices once there are `count` of them (events are handled after they commit). */
async function noticesOf(person: TestUser, count: number): Promise<Notification[]> {
  return vi.waitFor(
    async () => {
      const list = await listOf(person, '?size=100');
      expect(list.items).toHaveLength(count);
      return list.items;
    },
    { timeout: 10_000, interval: 20 },
  );
}

/**
 * Publishes a new-device sign-in for the person and waits for its notice: events are handled in
 * the order they arrive, on one database connection, so whatever came before has been handled.
 */
let attempts = 1_000_000;
async function marker(person: TestUser, countAfter: number) {
  attempts += 1;
  await t.deps.events.publish({
    type: 'sign_in.new_device',
    userId: person.id,
    attemptId: attempts,
    browser: null,
    system: null,
  });
  return noticesOf(person, countAfter);
}

const readOne = (person: TestUser, id: string) =>
  send(t, 'POST', `/api/notifications/${id}/read`, { cookie: person.cookie });
const readAll = (person: TestUser) =>
  send(t, 'POST', '/api/notifications/read-all', { cookie: person.cookie });

async function numberOf(table: typeof deposits | typeof withdrawals, id: string) {
  const [row] = await t.db.select({ number: table.number }).from(table).where(eq(table.id, id));
  return row?.number;
}

describe('notices from what happened', () => {
  it('a deposit approved, and one rejected: one notice each with its number and amount', async () => {
    const person = await verifiedUser(t);
    const approved = await insertDeposit(t.db, person.id, {
      status: 'submitted',
      proofIn: t.deps.storage,
    });
    const rejected = await insertDeposit(t.db, person.id, { amount: 2_500_050n });
    const key = newKey();
    const approve = () =>
      postWithKey(t, `/api/admin/deposits/${approved}/approve`, { cookie: admin.cookie, key });
    expect((await approve()).statusCode).toBe(200);
    // The same request again under its key is replayed, not done twice.
    expect((await approve()).headers['idempotent-replayed']).toBe('true');
    const refusal = await postWithKey(t, `/api/admin/deposits/${rejected}/reject`, {
      cookie: admin.cookie,
      payload: { reason: 'No payment arrived' },
    });
    expect(refusal.statusCode, refusal.body).toBe(200);

    const notices = await noticesOf(person, 2);
    expect(notices.map(({ kind, text, link }) => ({ kind, text, link })).sort(byKind)).toEqual([
      {
        kind: 'deposit.approved',
        text: `Your deposit ${await numberOf(deposits, approved)} of 100.00 USD was approved.`,
        link: `/invoice-balance/${approved}`,
      },
      {
        kind: 'deposit.rejected',
        text: `Your deposit ${await numberOf(deposits, rejected)} of 25,000.50 USD was rejected.`,
        link: `/invoice-balance/${rejected}`,
      },
    ]);
    expect(notices.every((notice) => notice.readAt === null)).toBe(true);
    expect((await listOf(person)).unread).toBe(2);
  });

  it('the same event heard twice (every instance hears it) keeps one notice', async () => {
    const person = await verifiedUser(t);
    const id = await insertDeposit(t.db, person.id, {
      status: 'submitted',
      proofIn: t.deps.storage,
    });
    const approved = await postWithKey(t, `/api/admin/deposits/${id}/approve`, {
      cookie: admin.cookie,
    });
    expect(approved.statusCode).toBe(200);
    const event: DomainEvent = {
      type: 'invoice',
      userId: person.id,
      invoice: 'deposit',
      id,
      status: 'approved',
    };
    await Promise.all([t.deps.events.publish(event), t.deps.events.publish(event)]);
    const notices = await marker(person, 2);
    expect(notices.filter((notice) => notice.kind === 'deposit.approved')).toHaveLength(1);
  });

  it('a withdrawal paid, and one rejected', async () => {
    const person = await verifiedUser(t);
    const paid = await insertPendingWithdrawal(t, person.id, 50_00n);
    const rejected = await insertPendingWithdrawal(t, person.id, 20_00n);
    const payResponse = await postWithKey(t, `/api/admin/withdrawals/${paid}/pay`, {
      cookie: admin.cookie,
      payload: { payoutReference: 'MBB-TT-88213' },
    });
    expect(payResponse.statusCode, payResponse.body).toBe(200);
    const rejectResponse = await postWithKey(t, `/api/admin/withdrawals/${rejected}/reject`, {
      cookie: admin.cookie,
      payload: { reason: 'The account is closed' },
    });
    expect(rejectResponse.statusCode, rejectResponse.body).toBe(200);

    const notices = await noticesOf(person, 2);
    expect(notices.map(({ kind, text, link }) => ({ kind, text, link })).sort(byKind)).toEqual([
      {
        kind: 'withdrawal.paid',
        text: `Your withdrawal ${await numberOf(withdrawals, paid)} of 50.00 USD was paid.`,
        link: `/invoice-wd/${paid}`,
      },
      {
        kind: 'withdrawal.rejected',
        text: `Your withdrawal ${await numberOf(withdrawals, rejected)} of 20.00 USD was rejected.`,
        link: `/invoice-wd/${rejected}`,
      },
    ]);
  });

  it('KYC approved and rejected', async () => {
    const approvedPerson = await verifiedUser(t);
    const rejectedPerson = await verifiedUser(t);
    const approveId = await insertKyc(t.db, approvedPerson.id, 'pending');
    const rejectId = await insertKyc(t.db, rejectedPerson.id, 'pending');
    const approve = await send(t, 'POST', `/api/admin/kyc/${approveId}/approve`, {
      cookie: admin.cookie,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const reject = await send(t, 'POST', `/api/admin/kyc/${rejectId}/reject`, {
      cookie: admin.cookie,
      payload: { reason: 'The photo is blurred' },
    });
    expect(reject.statusCode, reject.body).toBe(200);

    const [approved] = await noticesOf(approvedPerson, 1);
    expect(approved).toMatchObject({
      kind: 'kyc.approved',
      text: 'Your identity verification was approved.',
      link: '/kyc-user',
    });
    const [rejected] = await noticesOf(rejectedPerson, 1);
    expect(rejected).toMatchObject({
      kind: 'kyc.rejected',
      text: 'Your identity verification was rejected.',
      link: '/kyc-user',
    });
  });

  it('an investment period paid, then its maturity', async () => {
    const person = await investorWith(t, 100_00n);
    const investment = await investOk(t, person, { amount: '100' });
    // The worker is told the time: the manual clock stays (a day of it would be a day of ticks).
    const started = clock.now();
    expect(await payDueInvestments(t.deps, started + DAY_MS)).toBe(1);
    const [payout] = await noticesOf(person, 1);
    expect(payout).toMatchObject({
      kind: 'investment.payout',
      text: `Your investment ${investment.number} paid 1.00 USD of profit for period 1 of 7.`,
      link: `/invoice/${investment.id}`,
    });
    expect(await payDueInvestments(t.deps, started + 7 * DAY_MS)).toBe(6);
    const notices = await noticesOf(person, 2);
    expect(notices.find((notice) => notice.kind === 'investment.matured')).toMatchObject({
      text: `Your investment ${investment.number} matured; its capital of 100.00 USD went back to your wallet.`,
      link: `/invoice/${investment.id}`,
    });
  });

  it('a position closed by a trigger is a notice; one closed by its owner is none', async () => {
    const person = await verifiedUser(t);
    await t.db.update(user).set({ userTrading: true }).where(eq(user.id, person.id));
    const accounts = await t.ledger.userAccounts(person.id);
    await fund(t.ledger, accounts.wallet.id, 1_000_00n);

    const byHand = await openOk(t, clock, person, { symbol: 'DOGE', stake: '10' });
    expect((await closeOrder(t, clock, person, byHand.id)).statusCode).toBe(200);
    // Checked at the source too: a close that was not a trigger's maps to nothing.
    expect(
      await noticeFor(t.db, {
        type: 'position',
        userId: person.id,
        id: byHand.id,
        status: 'closed',
      }),
    ).toBeNull();

    const triggered = await openOk(t, clock, person, { symbol: 'DOGE', stake: '100' });
    await straddle(t, engine, triggered.id, 'DOGE');
    let closed = 0;
    for (let index = 0; index < 30 && closed === 0; index += 1) {
      clock.advance(1000);
      closed += await engine.onTick(t.deps.market.tickers());
    }
    expect(closed).toBe(1);
    const [row] = await t.db.select().from(positions).where(eq(positions.id, triggered.id));
    const [notice] = await noticesOf(person, 1);
    const words =
      row?.closeReason === 'take_profit' ? 'closed at its take-profit' : 'closed at its stop-loss';
    expect(notice).toMatchObject({
      kind: `position.${row?.closeReason}`,
      text: `Your position ${row?.number} (DOGE buy) ${words} with a result of ${formatMoneyDisplay(row?.result ?? 0n)} USD.`,
      link: '/history-trade',
    });
  });

  it('a sign-in from a new device names the browser', async () => {
    const person = await verifiedUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: {
        origin: TEST_BASE_URL,
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      },
      payload: { email: person.email, password: person.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [notice] = await noticesOf(person, 1);
    expect(notice).toMatchObject({
      kind: 'sign_in.new_device',
      text: 'Your account was signed in to from a new device (Chrome 120 on Linux).',
      link: '/security',
    });
  });
});

describe('reading notices', () => {
  it('lists newest first, pages, and refuses bad paging with 400', async () => {
    const person = await verifiedUser(t);
    await marker(person, 1);
    clock.advance(1000);
    const [newest] = await marker(person, 2);
    const first = await listOf(person, '?page=1&size=1');
    expect(first).toMatchObject({ page: 1, size: 1, total: 2, unread: 2 });
    expect(first.items[0]?.id).toBe(newest?.id);
    const second = await listOf(person, '?page=2&size=1');
    expect(second.items[0]?.id).not.toBe(newest?.id);
    for (const query of ['?page=0', '?size=101', '?page=abc', '?size=-1']) {
      expectError(
        await get(t, `/api/notifications${query}`, person.cookie),
        400,
        'VALIDATION_ERROR',
      );
    }
  });

  it("another user's notices are never listed, and their ids are 404 on read", async () => {
    const owner = await verifiedUser(t);
    const stranger = await verifiedUser(t);
    const [notice] = await marker(owner, 1);
    expect((await listOf(stranger)).items).toEqual([]);
    expectError(await readOne(stranger, notice?.id ?? ''), 404, 'NOT_FOUND');
    expectError(await readOne(stranger, 'no-such-notice'), 404, 'NOT_FOUND');
    expect((await listOf(owner)).items[0]?.readAt).toBeNull();
    expect((await get(t, '/api/notifications')).statusCode).toBe(401);
  });

  it('marking read is idempotent, and the count is right after concurrent marks', async () => {
    const person = await verifiedUser(t);
    await marker(person, 1);
    await marker(person, 2);
    const [a, b] = await marker(person, 3);
    const once = unreadCountResponse.parse((await readOne(person, a?.id ?? '')).json());
    expect(once.unread).toBe(2);
    const again = await readOne(person, a?.id ?? '');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ unread: 2 });

    const answers = await Promise.all([
      readOne(person, b?.id ?? ''),
      readAll(person),
      readOne(person, a?.id ?? ''),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers[1]?.json()).toEqual({ unread: 0 });
    const list = await listOf(person);
    expect(list.unread).toBe(0);
    expect(list.items.every((notice) => notice.readAt !== null)).toBe(true);
  });

  it("the user's sockets hear the unread count when a notice arrives and when it is read", async () => {
    const person = await verifiedUser(t);
    const other = await verifiedUser(t);
    const url = await listenForSockets(t);
    const socket = openSocket(url, person.cookie);
    const otherSocket = openSocket(url, other.cookie);
    await socket.next((message) => message.type === 'hello');
    await otherSocket.next((message) => message.type === 'hello');
    await marker(person, 1);
    await socket.next((message) => message.type === 'notifications' && message.unread === 1);
    expect((await readAll(person)).json()).toEqual({ unread: 0 });
    await socket.next((message) => message.type === 'notifications' && message.unread === 0);
    await otherSocket.roundTrip();
    expect(otherSocket.messages.filter((message) => message.type === 'notifications')).toEqual([]);
    socket.close();
    otherSocket.close();
  });
});

function byKind(a: { kind: string }, b: { kind: string }) {
  return a.kind.localeCompare(b.kind);
}
