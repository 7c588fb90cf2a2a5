import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage, PHONE } from '../src/browser.ts';
import { latestMail, type RunningServer, startServer } from '../src/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function newPerson() {
  const suffix = randomBytes(3).toString('hex');
  return {
    fullName: 'Grace Hopper',
    userName: `grace_${suffix}`,
    email: `grace.${suffix}@example.com`,
    password: 'compiler-cobol-1952',
  };
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function register(page: Page, person: ReturnType<typeof newPerson>): Promise<void> {
  await page.goto('/register');
  await field(page, 'Full name').fill(person.fullName);
  await field(page, 'Username').fill(person.userName);
  await field(page, 'E-mail').fill(person.email);
  await page.getByLabel('Password', { exact: false }).first().fill(person.password);
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await field(page, 'E-mail').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('a newcomer', () => {
  test('registers, verifies from the mailed link, signs in and sees 0.00 USD', async () => {
    const { page } = await openPage(browser, server.baseUrl);
    const person = newPerson();
    await register(page, person);

    // Signed in but unverified: the verify screen, no balance.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Verify your e-mail' }).isVisible())
      .toBe(true);
    expect(await page.getByText(person.email).isVisible()).toBe(true);
    expect(await page.getByTestId('header-balance').count()).toBe(0);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');

    const mail = await latestMail(server, person.email, 'Verify your e-mail');
    expect(mail.actionUrl).toContain('/api/auth/verify-email?token=');
    await page.goto(mail.actionUrl ?? '');
    // The link signs the person in; sign out to prove the password works on its own.
    await expect.poll(() => page.getByTestId('header-balance').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');

    await signIn(page, person.email, person.password);
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toBe('0.00 USD');
    expect(await page.getByText('Free', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(`Welcome, Grace`).isVisible()).toBe(true);
  });

  test('is told when the password is wrong, and stays on the sign-in page', async () => {
    const { page } = await openPage(browser, server.baseUrl, PHONE);
    const person = newPerson();
    await register(page, person);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Verify your e-mail' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');

    await signIn(page, person.email, 'not-the-password-at-all');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password' }).count())
      .toBe(1);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('resets a forgotten password from the mailed link and signs in with the new one', async () => {
    const { page } = await openPage(browser, server.baseUrl);
    const person = newPerson();
    await register(page, person);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Verify your e-mail' }).isVisible())
      .toBe(true);
    await page.goto((await latestMail(server, person.email, 'Verify your e-mail')).actionUrl ?? '');
    await expect.poll(() => page.getByTestId('header-balance').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await field(page, 'E-mail').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => page.getByText('If an account exists for that e-mail').isVisible())
      .toBe(true);

    const resetMail = await latestMail(server, person.email, 'Reset your');
    expect(resetMail.actionUrl).toContain('/reset-password?token=');
    await page.goto(resetMail.actionUrl ?? '');
    // The one-time token leaves the address bar at once.
    await expect.poll(() => page.url()).not.toContain('token=');
    const newPassword = 'a-brand-new-passphrase-7';
    await page.getByLabel('New password', { exact: false }).first().fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: false }).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => page.getByText('Password changed. Sign in with your new password.').isVisible())
      .toBe(true);

    await signIn(page, person.email, person.password);
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password' }).count())
      .toBe(1);
    await signIn(page, person.email, newPassword);
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toBe('0.00 USD');
  });
});
