import { describe, expect, test } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createDependencies } from '../../src/dependencies.ts';
import { WS_CLOSE_UNAUTHENTICATED } from '../../src/features/realtime/routes.ts';
import { createMemoryMailer } from '../../src/platform/mail/mailer.ts';
import { TEST_BASE_URL } from '../helpers/build.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { createVerifiedUser } from '../helpers/users.ts';
import { openSocket, within } from '../helpers/ws.ts';

const url = process.env.TEST_DATABASE_URL;

// The scale path: stateless instances behind a load balancer, one PostgreSQL between them.
describe.runIf(url)('two app instances on one PostgreSQL', () => {
  test('a session from one works on the other, a balance moved on one reaches a browser on the other, and signing out on one closes that browser socket', async () => {
    const database = await createTestDatabase();
    const config = {
      ...loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'shared-secret-shared-secret-shared-0000' }),
      baseUrl: TEST_BASE_URL,
      trustedOrigins: [TEST_BASE_URL],
    };
    // Each instance opens its own pool and its own LISTEN connection, as separate processes would.
    const instances = await Promise.all(
      [1, 2].map(async () => {
        const deps = await createDependencies(
          { ...config, databaseUrl: database.url },
          { mailer: createMemoryMailer() },
        );
        return { app: await buildApp(deps), ledger: deps.ledger, deps };
      }),
    );
    const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];
    try {
      const person = await createVerifiedUser({ app: first.app, db: database.db });
      // Signed in on the first instance, reading from the second.
      const me = await second.app.inject({ url: '/api/me', headers: { cookie: person.cookie } });
      expect(me.statusCode).toBe(200);

      const address = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const socket = openSocket(`${address.replace('http', 'ws')}/api/ws`, person.cookie);
      await socket.next((message) => message.type === 'hello');

      const world = await first.ledger.systemAccount('world');
      const wallet = (await first.ledger.userAccounts(person.id)).wallet;
      await first.ledger.run((uow) =>
        first.ledger.transfer(uow, {
          debitAccountId: world.id,
          creditAccountId: wallet.id,
          amount: 4_200n,
          kind: 'test.deposit',
          idempotencyKey: `two-instances:${person.id}`,
        }),
      );
      const balance = await socket.next((message) => message.type === 'balance');
      expect(balance).toEqual({ type: 'balance', account: 'wallet', balance: '42.00' });

      // Signing out on one instance closes that session's socket on the other.
      const signedOut = await first.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { origin: TEST_BASE_URL, cookie: person.cookie },
        payload: {},
      });
      expect(signedOut.statusCode, signedOut.body).toBe(200);
      expect((await within(socket.closed, 10_000, 'close')).code).toBe(WS_CLOSE_UNAUTHENTICATED);
    } finally {
      for (const instance of instances) {
        await instance.app.close();
        await instance.deps.close();
      }
      await database.dispose();
    }
  });
});
