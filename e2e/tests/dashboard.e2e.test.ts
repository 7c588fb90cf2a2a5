import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signedInUserId } from '../src/admin.ts';
import { drawPagesInBrowser, openPage, PHONE } from '../src/browser.ts';
import { registerVerified } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useServerWithAdmin } from '../src/suite.ts';

const run = useServerWithAdmin();

const card = (page: Page, title: string) => page.getByRole('region', { name: title });
const cardText = (page: Page, title: string) => () => card(page, title).innerText();
const pathname = (page: Page) => new URL(page.url()).pathname;

describe('the dashboard', () => {
  test('shows the wallet converted and the funds in USD, updated live', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server, 'MYR');
    const userId = await signedInUserId(page);
    await page.getByText('Welcome, Grace').waitFor();
    await expect.poll(cardText(page, 'Wallet')).toContain('0.00 MYR');
    expect(await cardText(page, 'Wallet')()).toContain('0.00 USD');
    expect(await cardText(page, 'Bonus fund')()).toContain('0.00 USD');
    expect(await cardText(page, 'Profit fund')()).toContain('0.00 USD');

    await run.admin.updateSettings({ rateMYR: '4.5' });
    for (const [account, amount] of [
      ['wallet', '1234.56'],
      ['bonus', '12.50'],
      ['profit', '7.25'],
    ] as const) {
      await run.admin.adjust(userId, {
        account,
        direction: 'credit',
        amount,
        reason: 'Test credit',
      });
    }
    await expect.poll(cardText(page, 'Wallet')).toMatch(/5,555\.52\s*MYR/);
    expect(await cardText(page, 'Wallet')()).toContain('1,234.56 USD');
    await expect.poll(cardText(page, 'Bonus fund')).toMatch(/12\.50\s*USD/);
    await expect.poll(cardText(page, 'Profit fund')).toMatch(/7\.25\s*USD/);
    await run.admin.updateSettings({ rateMYR: '4.7' });
    await expect.poll(cardText(page, 'Wallet')).toMatch(/5,802\.43\s*MYR/);
  });

  test('the quick actions lead to their screens', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    const actions = page.getByRole('region', { name: 'Quick actions' });
    // A USD wallet needs no second amount.
    expect(await cardText(page, 'Wallet')()).not.toContain('USD\n0.00 USD');

    for (const [name, path, title] of [
      ['Add Balance', '/add-balance', 'Add Balance'],
      ['Withdrawal', '/withdrawal', 'Withdrawal'],
      ['Investment', '/add-investment', 'Add Investment'],
      ['Trade', '/trade/BTC/bitcoin', 'Trade'],
    ] as const) {
      await page.goto('/');
      await actions.getByRole('link', { name }).click();
      await expect.poll(() => pathname(page), { message: name }).toBe(path);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    }
  });

  test('shows skeletons while the balances load, and a retry with the reference when they cannot', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);

    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let failing = true;
    await page.route('**/api/funds', async (route: Route) => {
      await held;
      if (failing) {
        // A fault on the server's side: its answer names the request for support.
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'INTERNAL_ERROR',
              message: 'Something went wrong on our side. Try again.',
              requestId: '5f0c2a9e81d44b7a',
            },
          }),
        });
      } else {
        await route.continue();
      }
    });
    await drawPagesInBrowser(page);
    await page.reload();
    await expect.poll(() => card(page, 'Wallet').getAttribute('aria-busy')).toBe('true');

    release?.();
    const alert = page.getByRole('alert').filter({ hasText: 'Your balances could not be loaded' });
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toContain(
      'Something went wrong on our side. Try again. Quote this reference to support: 5f0c2a9e81d44b7a',
    );
    await checkScreen(page, 'dashboard-fault-reference', () => alert.waitFor({ timeout: 15_000 }));
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => card(page, 'Wallet').getAttribute('aria-busy')).toBe('false');
    expect(await cardText(page, 'Wallet')()).toContain('0.00 USD');
  });

  test('stacks the cards on a phone', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl, PHONE);
    await registerVerified(page, run.server);
    const boxes = [];
    for (const title of ['Wallet', 'Bonus fund', 'Profit fund']) {
      await card(page, title).waitFor();
      boxes.push(await card(page, title).boundingBox());
    }
    const [wallet, bonus, profit] = boxes;
    expect(wallet?.x).toBe(bonus?.x);
    expect(bonus?.x).toBe(profit?.x);
    expect((wallet?.y ?? 0) + (wallet?.height ?? 0)).toBeLessThan(bonus?.y ?? 0);
    expect((bonus?.y ?? 0) + (bonus?.height ?? 0)).toBeLessThan(profit?.y ?? 0);
    // Nothing runs off the side of the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  });
});
