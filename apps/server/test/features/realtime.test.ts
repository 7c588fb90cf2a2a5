import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../src/db/schema/index.ts';
import { WS_CLOSE_UNAUTHENTICATED } from '../../src/features/realtime/routes.ts';
import { endSessions } from '../../src/platform/auth/guards.ts';
import { send } from '../helpers/admin.ts';
import { expectError, get, sessionCountOf, verifiedUser } from '../helpers/http.ts';
import { fundWallet } from '../helpers/ledger-fixtures.ts';
import { staffUser } from '../helpers/staff.ts';
import { registerUser } from '../helpers/users.ts';
import { socketTestServer, type TestSocket, within } from '../helpers/ws.ts';

const server = socketTestServer();
const { connect } = server;

const creditWallet = (userId: string, amount: bigint) =>
  fundWallet(server.t.deps.ledger, userId, amount);

describe('/api/ws', () => {
  it('says hello to a signed-in, verified user', async () => {
    const someone = await verifiedUser(server.t);
    const socket = connect(someone.cookie);
    expect(await socket.next((message) => message.type === 'hello')).toEqual({
      type: 'hello',
      uid: someone.id,
    });
  });

  it('pushes the new wallet balance after a transfer, to that user only', async () => {
    const someone = await verifiedUser(server.t);
    const other = await verifiedUser(server.t);
    const socket = connect(someone.cookie);
    const otherSocket = connect(other.cookie);
    await socket.next((message) => message.type === 'hello');
    await otherSocket.next((message) => message.type === 'hello');

    await creditWallet(someone.id, 123456n);
    expect(await socket.next((message) => message.type === 'balance')).toEqual({
      type: 'balance',
      account: 'wallet',
      balance: '1234.56',
    });
    await creditWallet(someone.id, 44n);
    await socket.next((message) => message.type === 'balance' && message.balance === '1235.00');

    // A later event for the other user arrives, so the first one would have too.
    await creditWallet(other.id, 1n);
    await otherSocket.next((message) => message.type === 'balance');
    expect(otherSocket.messages).toEqual([
      { type: 'hello', uid: other.id },
      { type: 'balance', account: 'wallet', balance: '0.01' },
    ]);
  });

  it('admins hear their queues move; the owner hears the invoice; users and support hear no queue', async () => {
    const [admin, support, owner, bystander] = await Promise.all([
      staffUser(server.t, 'admin'),
      staffUser(server.t, 'support'),
      verifiedUser(server.t),
      verifiedUser(server.t),
    ]);
    const sockets = {
      admin: connect(admin.cookie),
      support: connect(support.cookie),
      owner: connect(owner.cookie),
      bystander: connect(bystander.cookie),
    };
    for (const socket of Object.values(sockets)) {
      await socket.next((message) => message.type === 'hello');
    }

    const invoice = { type: 'invoice', userId: owner.id, id: randomUUID() } as const;
    await server.t.deps.events.publish({ ...invoice, invoice: 'deposit', status: 'submitted' });
    await server.t.deps.events.publish({ ...invoice, invoice: 'withdrawal', status: 'pending' });
    await server.t.deps.events.publish({ type: 'queue', queue: 'kyc' });
    // A balance for everyone afterwards: once it has arrived, anything before it would have too.
    for (const person of [admin, support, owner, bystander]) await creditWallet(person.id, 1n);
    for (const socket of Object.values(sockets)) {
      await socket.next((message) => message.type === 'balance');
    }

    const heard = (socket: TestSocket) =>
      socket.messages.filter((message) => message.type === 'queue' || message.type === 'invoice');
    expect(heard(sockets.admin)).toEqual([
      { type: 'queue', queue: 'deposits' },
      { type: 'queue', queue: 'withdrawals' },
      { type: 'queue', queue: 'kyc' },
    ]);
    expect(heard(sockets.owner)).toEqual([
      { type: 'invoice', invoice: 'deposit', id: invoice.id, status: 'submitted' },
      { type: 'invoice', invoice: 'withdrawal', id: invoice.id, status: 'pending' },
    ]);
    expect(heard(sockets.support)).toEqual([]);
    expect(heard(sockets.bystander)).toEqual([]);
  });

  it.each([
    ['no cookie', undefined],
    ['a forged cookie', 'better-auth.session_token=forged.signature'],
  ])('closes with 4401 on %s, without a hello', async (_label, cookie) => {
    const socket = connect(cookie);
    const { code } = await within(socket.closed, 10_000, 'close');
    expect(code).toBe(WS_CLOSE_UNAUTHENTICATED);
    expect(code).toBe(4401);
    expect(socket.messages).toEqual([]);
  });

  it("a staff switch of the user's trading tells that user's sockets to read the profile again", async () => {
    const [admin, trader, bystander] = await Promise.all([
      staffUser(server.t, 'admin'),
      verifiedUser(server.t),
      verifiedUser(server.t),
    ]);
    const traderSocket = connect(trader.cookie);
    const bystanderSocket = connect(bystander.cookie);
    await traderSocket.next((message) => message.type === 'hello');
    await bystanderSocket.next((message) => message.type === 'hello');

    const switched = await send(server.t, 'POST', `/api/admin/users/${trader.id}/trading`, {
      cookie: admin.cookie,
      payload: { userTrading: false },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(await traderSocket.next((message) => message.type === 'profile')).toEqual({
      type: 'profile',
    });
    // A later message to the bystander arrives, so a profile one would have too.
    await creditWallet(bystander.id, 1n);
    await bystanderSocket.next((message) => message.type === 'balance');
    expect(bystanderSocket.messages.map((message) => message.type)).toEqual(['hello', 'balance']);
  });

  it('closes with 4401 for a user whose e-mail is not verified', async () => {
    const someone = await registerUser(server.t);
    const socket = connect(someone.cookie);
    expect((await within(socket.closed, 10_000, 'close')).code).toBe(4401);
    expect(socket.messages).toEqual([]);
  });

  it('closes with 4401 for a user who is already blocked', async () => {
    const someone = await verifiedUser(server.t);
    await server.t.db.update(user).set({ userBlock: true }).where(eq(user.id, someone.id));
    const socket = connect(someone.cookie);
    expect((await within(socket.closed, 10_000, 'close')).code).toBe(4401);
    expect(socket.messages).toEqual([]);
  });

  it('a user blocked while connected hears signed-out USER_BLOCKED and is closed with 4401 when /api/me notices', async () => {
    const someone = await verifiedUser(server.t);
    const bystander = await verifiedUser(server.t);
    const socket = connect(someone.cookie);
    const bystanderSocket = connect(bystander.cookie);
    await socket.next((message) => message.type === 'hello');
    await bystanderSocket.next((message) => message.type === 'hello');

    // Blocked in the database by another path; the row's change is announced, as every path
    // that changes a user does, so the next read checks the session afresh.
    await server.t.db.update(user).set({ userBlock: true }).where(eq(user.id, someone.id));
    await server.t.deps.events.publish({ type: 'user.changed', userId: someone.id });
    expectError(await get(server.t, '/api/me', someone.cookie), 403, 'USER_BLOCKED');

    expect(await socket.next((message) => message.type === 'signed-out')).toEqual({
      type: 'signed-out',
      reason: 'USER_BLOCKED',
      staffReason: null,
    });
    expect((await within(socket.closed, 10_000, 'close')).code).toBe(4401);
    expect(await sessionCountOf(server.t.db, someone.id)).toBe(0);

    // The other user's socket stays open and still hears their balance.
    await creditWallet(bystander.id, 500n);
    await bystanderSocket.next((message) => message.type === 'balance');
    expect(bystanderSocket.messages.some((message) => message.type === 'signed-out')).toBe(false);
    expect(bystanderSocket.socket.readyState).toBe(bystanderSocket.socket.OPEN);
  });

  it("endSessions signs out every open socket of the user with the reason, in staff's words", async () => {
    const someone = await verifiedUser(server.t);
    const first = connect(someone.cookie);
    const second = connect(someone.cookie);
    await first.next((message) => message.type === 'hello');
    await second.next((message) => message.type === 'hello');

    await endSessions(server.t.app, someone.id, 'USER_BANNED', 'Fake identity documents');
    for (const socket of [first, second]) {
      expect(await socket.next((message) => message.type === 'signed-out')).toEqual({
        type: 'signed-out',
        reason: 'USER_BANNED',
        staffReason: 'Fake identity documents',
      });
      expect((await within(socket.closed, 10_000, 'close')).code).toBe(4401);
    }
    expect(await sessionCountOf(server.t.db, someone.id)).toBe(0);
    expectError(await get(server.t, '/api/me', someone.cookie), 401, 'UNAUTHENTICATED');
  });
});
