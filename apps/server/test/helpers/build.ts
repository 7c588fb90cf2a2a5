import { onTestFinished } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { createAuth } from '../../src/platform/auth/auth.ts';
import { createInProcessEventBus } from '../../src/platform/events/event-bus.ts';
import { createLedger } from '../../src/platform/ledger/index.ts';
import { createMemoryMailer } from '../../src/platform/mail/mailer.ts';
import { createTestDatabase } from './database.ts';

export const TEST_BASE_URL = 'http://localhost:3000';

export type TestApp = Awaited<ReturnType<typeof build>>;

/**
 * A whole Kapital app on a fresh database, for `app.inject`. Mail is kept in memory. Closed
 * when the calling test (or, called in beforeAll, the file) finishes.
 */
export async function build(overrides: Partial<Config> = {}, options = { autoClose: true }) {
  const database = await createTestDatabase();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'test-secret-test-secret-test-secret-0000' }),
    baseUrl: TEST_BASE_URL,
    trustedOrigins: [TEST_BASE_URL],
    authRateLimitMax: 10_000,
    ...overrides,
  };
  const events = createInProcessEventBus();
  const mailer = createMemoryMailer();
  const ledger = createLedger(database.db, events);
  const auth = createAuth({ config, db: database.db, mailer });
  const deps = { config, database, events, mailer, ledger, auth, version: 'test' };
  const app: App = await buildApp(deps);
  await app.ready();
  const close = async () => {
    await app.close();
    await events.close();
    await database.dispose();
  };
  if (options.autoClose) onTestFinished(close);
  return { app, deps, mailer, ledger, db: database.db, close };
}
