import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN } from '../src/admin.ts';
import { DESKTOP, openPage, PHONE, waitForTransitions } from '../src/browser.ts';
import { SHOOT, screenshotsDir } from '../src/screen-check.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

/** A page of its own signed in as ADMIN through the API, then opened at `address`. */
async function staffPageAt(address: string, viewport = DESKTOP): Promise<Page> {
  const { page } = await openPage(run.browser, run.server.baseUrl, viewport);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { Origin: run.server.baseUrl },
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(signIn.ok()).toBe(true);
  await page.goto(address);
  return page;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

describe('the console is its own application', () => {
  test('on a desktop it has its own header and navigation, and none of the customer shell', async () => {
    const page = await staffPageAt('/admin');
    await heading(page, 'Overview').waitFor();
    const header = page.getByTestId('console-header');
    expect(await header.getByRole('link', { name: /Kapital Console/ }).isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Admin console' });
    expect(await nav.getByRole('link', { name: 'Users' }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'Account menu' }).isVisible()).toBe(true);
    expect(
      await header.getByRole('button', { name: /Switch to (dark|light) theme/ }).isVisible(),
    ).toBe(true);

    // The customer's ticker, balance, chat and side menu stay in the customer's app.
    expect(await page.getByRole('region', { name: 'Market prices' }).count()).toBe(0);
    expect(await page.getByTestId('header-balance').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Open live chat' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);

    // Its pages keep the console's shell as staff move through them.
    await nav.getByRole('link', { name: 'Users' }).click();
    await heading(page, 'Users').waitFor();
    expect(await page.getByTestId('header-balance').count()).toBe(0);

    // And the way back leads to the customer's app, with its shell.
    await header.getByRole('link', { name: 'Back to the app' }).click();
    await page.getByTestId('header-balance').waitFor();
    expect(await page.getByRole('region', { name: 'Market prices' }).isVisible()).toBe(true);
    expect(await page.getByTestId('console-header').count()).toBe(0);
  });

  test('on a phone its navigation opens from a button and closes on the way to a page', async () => {
    const page = await staffPageAt('/admin', PHONE);
    await heading(page, 'Overview').waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin console' });
    expect(await nav.isVisible()).toBe(false);
    expect(await page.getByTestId('header-balance').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Market prices' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Open console menu' }).click();
    if (SHOOT) {
      await nav.getByRole('link', { name: 'Audit log' }).waitFor();
      await waitForTransitions(page);
      await page.screenshot({ path: path.join(screenshotsDir, 'admin-menu-phone-dark.png') });
    }
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await heading(page, 'Audit log').waitFor();
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Back to the app' }).isVisible()).toBe(true);
  });
});
