import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { createDependencies } from '../../src/dependencies.ts';
import { createInProcessEventBus } from '../../src/platform/events/event-bus.ts';
import { createMemoryMailer } from '../../src/platform/mail/mailer.ts';
import { type Clock, systemClock } from '../../src/platform/time/clock.ts';
import { createTestDatabase } from './database.ts';

export const TEST_BASE_URL = 'http://localhost:3000';

export type TestApp = Awaited<ReturnType<typeof build>>;

/**
 * A whole Kapital app on a fresh database, for `app.inject`. Mail is kept in memory, files in a
 * temporary folder. Closed when the calling test (or, called in beforeAll, the file) finishes.
 */
export interface BuildOptions {
  /** Close when the calling test finishes (default true); false for beforeAll + afterAll. */
  autoClose?: boolean;
  /**
   * The app's clock (market ticks, cooldowns, expiry); a manual one lets a test move time. The
   * feed never starts by itself.
   */
  clock?: Clock;
}

export async function build(overrides: Partial<Config> = {}, options: BuildOptions = {}) {
  const { autoClose = true, clock = systemClock } = options;
  const database = await createTestDatabase();
  const filesDir = path.join(tmpdir(), `kapital-files-${randomBytes(6).toString('hex')}`);
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'test-secret-test-secret-test-secret-0000' }),
    baseUrl: TEST_BASE_URL,
    trustedOrigins: [TEST_BASE_URL],
    authRateLimitMax: 10_000,
    uploadRateLimitMax: 10_000,
    storage: { driver: 'local', dir: filesDir },
    // Packages' own periods unless a test shortens them.
    investmentPeriodSeconds: undefined,
    ...overrides,
  };
  const mailer = createMemoryMailer();
  // In process even on PostgreSQL: a test file's database has no other instance to tell.
  const events = createInProcessEventBus();
  const deps = await createDependencies(config, {
    database,
    events,
    mailer,
    clock,
    version: 'test',
  });
  const app: App = await buildApp(deps);
  await app.ready();
  const close = async () => {
    await app.close();
    await deps.close();
    await events.close();
    await database.dispose();
    await rm(filesDir, { recursive: true, force: true });
  };
  if (autoClose) onTestFinished(close);
  return { app, deps, mailer, ledger: deps.ledger, db: database.db, close };
}
