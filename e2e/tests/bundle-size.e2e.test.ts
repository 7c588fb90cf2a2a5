import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage } from '../src/browser.ts';
import {
  formatScriptSizes,
  recordJavaScript,
  type ScriptSize,
  totalGzipBytes,
} from '../src/javascript-size.ts';
import { newPerson, register, verifyFromMail } from '../src/people.ts';
import { type RunningServer, startServer } from '../src/server.ts';

// Issue 3's budget: what a first visit downloads before any further screen is opened.
const KB = 1024;
const SIGN_IN_BUDGET = 120 * KB;
const DASHBOARD_BUDGET = 200 * KB;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function expectWithinBudget(page: string, sizes: ScriptSize[], budgetBytes: number) {
  const report = formatScriptSizes(page, sizes, budgetBytes);
  console.log(report);
  expect(sizes.length, report).toBeGreaterThan(0);
  expect(totalGzipBytes(sizes), report).toBeLessThanOrEqual(budgetBytes);
}

describe('the JavaScript budget', () => {
  test('the sign-in page loads at most 120 KB gzipped', async () => {
    const { page } = await openPage(browser, server.baseUrl);
    const scripts = recordJavaScript(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expectWithinBudget('/login', await scripts.sizes(), SIGN_IN_BUDGET);
  });

  test('the dashboard loads at most 200 KB gzipped', async () => {
    const { page: newcomer } = await openPage(browser, server.baseUrl);
    const person = newPerson();
    await register(newcomer, person);
    await verifyFromMail(newcomer, server, person);

    // Another context: an empty cache, signed in without visiting the sign-in page.
    const { context, page } = await openPage(browser, server.baseUrl);
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email: person.email, password: person.password },
      headers: { Origin: server.baseUrl },
    });
    expect(signIn.status()).toBe(200);

    const scripts = recordJavaScript(page);
    await page.goto('/');
    await page.getByTestId('header-balance').waitFor();
    await page.waitForLoadState('networkidle');
    expectWithinBudget('/ (dashboard)', await scripts.sizes(), DASHBOARD_BUDGET);
  });
});
