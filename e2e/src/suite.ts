import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { type AdminApi, adminServerEnv, signInAsAdmin } from './admin.ts';
import { type RunningServer, type StartedServer, serverAt, startServer } from './server.ts';

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
 * The run's shared Chromium (shared-run.ts), connected for the calling test file before its
 * tests and disconnected after them; openPage gives each test a context of its own.
 */
function useSharedBrowser(run: TestRun): void {
  beforeAll(async () => {
    run.browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => {
    await run.browser?.close();
  });
}

/**
 * A failing test prints what the server wrote while it ran: a stack or a warning there often
 * says why a screen never showed.
 */
function reportServerOutputOnFailure(run: TestRun, shared: boolean): void {
  beforeEach(({ onTestFailed }) => {
    const { server } = run;
    if (!server) return;
    const from = server.outputBytes();
    onTestFailed(() => {
      const output = server.output(from).trim() || '(nothing)';
      const others = shared ? ", other files' tests included (the server is shared)" : '';
      console.error(`What the server printed during this test${others}:\n${output}`);
    });
  });
}

/**
 * For a test file that needs no database of its own: the run's shared server, which has ADMIN,
 * with the admin signed in through the API. Its data outlives the file and other files use it
 * at the same time, so a test here creates its own people (newPerson() e-mails are unique),
 * assumes nothing about what else is in the database (no counts of everyone's rows, no empty
 * queues) and changes no global state (settings, packages, payment methods, payouts): such
 * files use useServer or useServerWithAdmin.
 */
export function useSharedServer(): StaffedRun {
  const run = {} as StaffedRun;
  beforeAll(async () => {
    run.server = serverAt(inject('sharedServer'));
    run.admin = await signInAsAdmin(run.server);
  });
  useSharedBrowser(run);
  reportServerOutputOnFailure(run, true);
  return run;
}

/**
 * For the calling test file: a server of its own, with a fresh database and `env`, started
 * before its tests and stopped after them. Read the fields inside tests and hooks only.
 */
export function useServer(
  env?: Record<string, string>,
  hostName?: Parameters<typeof startServer>[2],
): TestRun {
  const run = {} as TestRun;
  let server: StartedServer | undefined;
  beforeAll(async () => {
    server = await startServer(env, undefined, hostName);
    run.server = server;
  });
  afterAll(async () => {
    await server?.stop();
  });
  useSharedBrowser(run);
  reportServerOutputOnFailure(run, false);
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
