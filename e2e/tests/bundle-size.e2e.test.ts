import { describe, expect, test } from 'vitest';
import { openPage } from '../src/browser.ts';
import {
  formatScriptSizes,
  recordJavaScript,
  type ScriptSize,
  totalGzipBytes,
} from '../src/javascript-size.ts';
import { newPerson, register, verifyFromMail } from '../src/people.ts';
import { useSharedServer } from '../src/suite.ts';

// Issue 9's budget (decision 008), raised by issue 22's i18next and react-i18next (decision 039):
// what a first visit downloads before any further screen is opened.
const KB = 1024;
const SIGN_IN_BUDGET = 207 * KB;
const DASHBOARD_BUDGET = 290 * KB;

const run = useSharedServer();

function expectWithinBudget(page: string, sizes: ScriptSize[], budgetBytes: number) {
  const report = formatScriptSizes(page, sizes, budgetBytes);
  console.log(report);
  expect(sizes.length, report).toBeGreaterThan(0);
  expect(totalGzipBytes(sizes), report).toBeLessThanOrEqual(budgetBytes);
}

describe('the JavaScript budget', () => {
  test('the sign-in page loads at most 207 KB gzipped', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    const scripts = recordJavaScript(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expectWithinBudget('/login', await scripts.sizes(), SIGN_IN_BUDGET);
  });

  test('the dashboard loads at most 290 KB gzipped', async () => {
    const { page: newcomer } = await openPage(run.browser, run.server.baseUrl);
    const person = newPerson();
    await register(newcomer, person);
    await verifyFromMail(newcomer, run.server, person);

    // Another context: an empty cache, signed in without visiting the sign-in page.
    const { context, page } = await openPage(run.browser, run.server.baseUrl);
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email: person.email, password: person.password },
      headers: { Origin: run.server.baseUrl },
    });
    expect(signIn.status()).toBe(200);

    const scripts = recordJavaScript(page);
    await page.goto('/');
    await page.getByTestId('header-balance').waitFor();
    await page.waitForLoadState('networkidle');
    expectWithinBudget('/ (dashboard)', await scripts.sizes(), DASHBOARD_BUDGET);
  });
});
