import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type AdminApi, adminServerEnv, signInAsAdmin } from './admin.ts';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

/** What a test file runs against; filled in once its beforeAll hooks have run. */
export interface TestRun {
  server: RunningServer;
  browser: Browser;
}

export interface StaffedRun extends TestRun {
  /** The admin's API, signed in as ADMIN. */
  admin: AdminApi;
}

/**
 * For the calling test file: starts a server (with `env`) and a browser before its tests and
 * stops both after them. Read the fields inside tests and hooks only.
 */
export function useServer(env?: Record<string, string>): TestRun {
  const run = {} as TestRun;
  beforeAll(async () => {
    [run.server, run.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await run.browser?.close();
    await run.server?.stop();
  });
  return run;
}

/**
 * useServer with ADMIN on the server (and any other `env`, e.g. INVESTMENT_PERIOD_SECONDS), and
 * the admin signed in through the API.
 */
export function useServerWithAdmin(env: Record<string, string> = {}): StaffedRun {
  const run = useServer({ ...env, ...adminServerEnv }) as StaffedRun;
  beforeAll(async () => {
    run.admin = await signInAsAdmin(run.server);
  });
  return run;
}
