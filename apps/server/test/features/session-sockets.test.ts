import { SECURITY_ERROR_CODES } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session } from '../../src/db/schema/index.ts';
import { WS_CLOSE_UNAUTHENTICATED } from '../../src/features/realtime/routes.ts';
import { TEST_BASE_URL } from '../helpers/build.ts';
import { get, post, sessionTokenOf, verifiedUser } from '../helpers/http.ts';
import { fundWallet } from '../helpers/ledger-fixtures.ts';
import { signIn, type TestUser } from '../helpers/users.ts';
import { socketTestServer, type TestSocket, within } from '../helpers/ws.ts';

const server = socketTestServer();

async function connected(cookie: string): Promise<TestSocket> {
  const socket = server.connect(cookie);
  await socket.next((message) => message.type === 'hello');
  return socket;
}

const creditWallet = (userId: string) => fundWallet(server.t.deps.ledger, userId, 100n);

/** A user on two browsers, each with a socket open. */
async function twoBrowsers(): Promise<{
  someone: TestUser;
  otherCookie: string;
  first: TestSocket;
  second: TestSocket;
}> {
  const someone = await verifiedUser(server.t);
  const otherCookie = await signIn(server.t, someone.email, someone.password);
  return {
    someone,
    otherCookie,
    first: await connected(someone.cookie),
    second: await connected(otherCookie),
  };
}

const closedAsSignedOut = async (socket: TestSocket) =>
  expect((await within(socket.closed, 5_000, 'close')).code).toBe(WS_CLOSE_UNAUTHENTICATED);

/** The socket is still open and hears the user's next balance change. */
async function stillHearsBalances(socket: TestSocket, userId: string) {
  const before = socket.messages.length;
  await creditWallet(userId);
  await socket.next(
    (message) => message.type === 'balance' && socket.messages.indexOf(message) >= before,
  );
}

/** Ends the session of `endedCookie` by its id, from the browser of `byCookie`, as /security does. */
async function endSessionById(endedCookie: string, byCookie: string): Promise<void> {
  const [ended] = await server.t.db
    .select({ id: session.id })
    .from(session)
    .where(eq(session.token, sessionTokenOf(endedCookie)));
  const response = await server.t.app.inject({
    method: 'DELETE',
    url: `/api/sessions/${ended?.id}`,
    headers: { origin: TEST_BASE_URL, cookie: byCookie },
  });
  expect(response.statusCode, response.body).toBe(204);
}

describe('a socket closes the moment its session ends', () => {
  it('sign-out closes that browser socket only, and tells it nothing: it signed itself out', async () => {
    const { someone, first, second } = await twoBrowsers();
    expect((await post(server.t, '/api/auth/sign-out', {}, someone.cookie)).statusCode).toBe(200);
    await closedAsSignedOut(first);
    await stillHearsBalances(second, someone.id);
    expect(first.messages.some((message) => message.type === 'balance')).toBe(false);
    expect(first.messages.some((message) => message.type === 'signed-out')).toBe(false);
  });

  it('change-password closes the sockets of every old session, this browser included', async () => {
    const { someone, first, second } = await twoBrowsers();
    const response = await post(
      server.t,
      '/api/auth/change-password',
      { currentPassword: someone.password, newPassword: 'another-long-phrase-31' },
      someone.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    await closedAsSignedOut(first);
    await closedAsSignedOut(second);
  });

  it('a password reset closes every socket of the user', async () => {
    const { someone, first, second } = await twoBrowsers();
    await post(server.t, '/api/auth/request-password-reset', {
      email: someone.email,
      redirectTo: '/reset-password',
    });
    const link = server.t.mailer.sent.filter((mail) => mail.to === someone.email).at(-1)?.actionUrl;
    const token = new URL(link ?? '').searchParams.get('token');
    const response = await post(server.t, '/api/auth/reset-password', {
      newPassword: 'another-long-phrase-32',
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
    await closedAsSignedOut(first);
    await closedAsSignedOut(second);
  });

  it('revoking one session by id closes that socket only', async () => {
    const { someone, otherCookie, first, second } = await twoBrowsers();
    await endSessionById(otherCookie, someone.cookie);
    await closedAsSignedOut(second);
    await stillHearsBalances(first, someone.id);
  });

  it('revoke-sessions closes every socket of the user', async () => {
    const { someone, first, second } = await twoBrowsers();
    const response = await post(server.t, '/api/auth/revoke-sessions', {}, someone.cookie);
    expect(response.statusCode, response.body).toBe(200);
    await closedAsSignedOut(first);
    await closedAsSignedOut(second);
  });

  it('revoke-other-sessions keeps this browser socket', async () => {
    const { someone, first, second } = await twoBrowsers();
    const response = await post(server.t, '/api/auth/revoke-other-sessions', {}, someone.cookie);
    expect(response.statusCode, response.body).toBe(200);
    await closedAsSignedOut(second);
    await stillHearsBalances(first, someone.id);
  });
});

describe('a session ended from another browser', () => {
  const revokedNotice = {
    type: 'signed-out',
    reason: SECURITY_ERROR_CODES.sessionRevoked,
    staffReason: null,
  };
  const me = (cookie: string) => get(server.t, '/api/me', cookie);

  it('hears signed-out SESSION_REVOKED just before its socket closes, and its next request is refused', async () => {
    const { someone, otherCookie, first, second } = await twoBrowsers();
    await endSessionById(otherCookie, someone.cookie);
    await closedAsSignedOut(second);
    expect(second.messages.at(-1)).toEqual(revokedNotice);
    expect((await me(otherCookie)).statusCode).toBe(401);

    // The browser that ended it is told nothing and stays signed in.
    expect(first.messages.some((message) => message.type === 'signed-out')).toBe(false);
    await stillHearsBalances(first, someone.id);
    expect((await me(someone.cookie)).statusCode).toBe(200);
  });

  it('"sign out everywhere else" tells every other browser why and keeps this one', async () => {
    const { someone, otherCookie, first, second } = await twoBrowsers();
    const thirdCookie = await signIn(server.t, someone.email, someone.password);
    const third = await connected(thirdCookie);
    const response = await post(server.t, '/api/auth/revoke-other-sessions', {}, someone.cookie);
    expect(response.statusCode, response.body).toBe(200);
    for (const socket of [second, third]) {
      await closedAsSignedOut(socket);
      expect(socket.messages.at(-1)).toEqual(revokedNotice);
    }
    for (const cookie of [otherCookie, thirdCookie])
      expect((await me(cookie)).statusCode).toBe(401);
    expect(first.messages.some((message) => message.type === 'signed-out')).toBe(false);
    await stillHearsBalances(first, someone.id);
    expect((await me(someone.cookie)).statusCode).toBe(200);
  });
});
