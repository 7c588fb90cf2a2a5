/**
 * Vitest's global setup for the end-to-end tests: one built server and one Chromium, started
 * once for the whole run instead of once per file (decision 023). Test files reach them through
 * suite.ts: useSharedServer() for the server, and every file for the browser.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { adminServerEnv } from './admin.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser.ts';
import { type ServerAddress, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server with ADMIN that files needing no database of their own share. */
    sharedServer: ServerAddress;
    /** Where to connect to the shared Chromium; each test's own context keeps files apart. */
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [server, browser] = await Promise.all([
    startServer(adminServerEnv),
    chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS }),
  ]);
  project.provide('sharedServer', {
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    logFile: server.logFile,
  });
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
  };
}
