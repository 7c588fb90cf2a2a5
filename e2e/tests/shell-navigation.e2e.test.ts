import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, openPage, PHONE } from '../src/browser.ts';
import { registerVerified } from '../src/people.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

async function signedInPage(viewport = DESKTOP): Promise<Page> {
  const { page } = await openPage(run.browser, run.server.baseUrl, viewport);
  await registerVerified(page, run.server);
  return page;
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });
const pathname = (page: Page) => new URL(page.url()).pathname;

/** The seed's menu, in order: where each entry leads and the title it shows there. */
const MENU_ROUTES = [
  { group: null, link: 'Dashboard', path: '/', title: 'Welcome, Grace' },
  // The profile screens belong to another issue; their own tests check what they show.
  { group: 'Settings', link: 'Profile', path: '/profile', title: null },
  { group: 'Settings', link: 'Bank', path: '/data-bank', title: 'Bank Account' },
  { group: 'Settings', link: 'Password', path: '/change-password', title: null },
  { group: null, link: 'Security', path: '/security', title: 'Security' },
  { group: null, link: 'KYC', path: '/kyc-user', title: 'KYC' },
  { group: null, link: 'Investment', path: '/investment', title: 'Investment' },
  { group: 'Trade', link: 'Trade', path: '/trade/BTC/bitcoin', title: 'Trade' },
  { group: 'Trade', link: 'On Trade', path: '/on-trade', title: 'On Trade' },
  { group: 'Trade', link: 'History Trade', path: '/history-trade', title: 'History Trade' },
  { group: 'Funds', link: 'Bonus', path: '/funds-bonus', title: 'Bonus Fund' },
  { group: 'Funds', link: 'Profit', path: '/funds-profit', title: 'Profit Fund' },
  {
    group: 'Funds',
    link: 'Withdrawal Bonus',
    path: '/withdrawal-bonus',
    title: 'Withdrawal Bonus',
  },
  {
    group: 'Funds',
    link: 'Withdrawal Profit',
    path: '/withdrawal-profit',
    title: 'Withdrawal Profit',
  },
  { group: 'Wallet', link: 'Balance', path: '/wallet', title: 'Wallet' },
  { group: 'Wallet', link: 'Add Balance', path: '/add-balance', title: 'Add Balance' },
  { group: 'Wallet', link: 'Withdrawal', path: '/withdrawal', title: 'Withdrawal' },
  { group: 'Network', link: 'Refferals', path: '/refferals', title: 'Referrals' },
] as const;

describe('the sidebar', () => {
  test('lists the seed menu in order, and every entry leads to its screen and title', async () => {
    const page = await signedInPage();
    const menu = mainMenu(page);

    // The first thing in each item of the menu's list: a link, or a group's button.
    const names = await menu
      .locator(':scope > ul > li')
      .evaluateAll((items) => items.map((item) => item.firstElementChild?.textContent?.trim()));
    expect(names).toEqual([
      'Dashboard',
      'Settings',
      'Security',
      'KYC',
      'Investment',
      'Trade',
      'Funds',
      'Wallet',
      'Network',
    ]);

    for (const route of MENU_ROUTES) {
      if (route.group) {
        const group = menu.getByRole('button', { name: route.group, exact: true });
        if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      }
      const link = menu.getByRole('link', { name: route.link, exact: true });
      await link.click();
      await expect.poll(() => pathname(page), { message: route.link }).toBe(route.path);
      if (route.title) await heading(page, route.title).waitFor();
      await expect
        .poll(() => link.getAttribute('aria-current'), { message: route.link })
        .toBe('page');
      // Only one entry is current at a time.
      expect(await menu.locator('[aria-current="page"]').count()).toBe(1);
    }
  });

  test('shows the pair of a trade address and the seed texts of the index screens', async () => {
    const page = await signedInPage();

    await page.goto('/trade/ETH/ethereum');
    await heading(page, 'Trade').waitFor();
    expect(await page.getByText('ETH/USDT · ethereum', { exact: true }).isVisible()).toBe(true);
    // Any pair highlights the menu's Trade entry, and its group opens on load.
    const menu = mainMenu(page);
    expect(
      await menu.getByRole('button', { name: 'Trade', exact: true }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(
      await menu.getByRole('link', { name: 'Trade', exact: true }).getAttribute('aria-current'),
    ).toBe('page');

    await page.goto('/add-investment');
    await heading(page, 'Add Investment').waitFor();
    expect(await page.getByText('Select an package', { exact: true }).isVisible()).toBe(true);
    await page.goto('/add-investment/starter');
    await heading(page, 'Add Investment').waitFor();
    await page.getByRole('heading', { name: 'Starter', exact: true }).waitFor();

    for (const [list, title, unknown] of [
      ['/invoice-wd', 'Withdrawal Invoice', 'No such receipt'],
      ['/invoice', 'Investment Invoice', 'No such invoice'],
      ['/invoice-balance', 'Balance Invoice', 'No such invoice'],
    ] as const) {
      await page.goto(list);
      await heading(page, title).waitFor();
      expect(await page.getByText('Select an invoice', { exact: true }).isVisible(), list).toBe(
        true,
      );
      // An invoice that is not the user's: said so, under the same title.
      await page.goto(`${list}/INV-42`);
      await heading(page, title).waitFor();
      await page.getByText(unknown, { exact: true }).waitFor();
    }

    await page.goto('/referrals');
    await expect.poll(() => pathname(page)).toBe('/refferals');
    await heading(page, 'Referrals').waitFor();
    // The browser tab is named after the screen.
    expect(await page.title()).toBe('Referrals · Kapital');
  });

  test('opens one group at a time', async () => {
    const page = await signedInPage();
    const menu = mainMenu(page);
    const group = (name: string) => menu.getByRole('button', { name, exact: true });
    const expanded = async () => {
      const states: Record<string, string | null> = {};
      for (const name of ['Settings', 'Trade', 'Funds', 'Wallet', 'Network']) {
        states[name] = await group(name).getAttribute('aria-expanded');
      }
      return states;
    };

    await group('Settings').click();
    expect(await menu.getByRole('link', { name: 'Bank', exact: true }).isVisible()).toBe(true);
    await group('Funds').click();
    await expect.poll(expanded).toEqual({
      Settings: 'false',
      Trade: 'false',
      Funds: 'true',
      Wallet: 'false',
      Network: 'false',
    });
    await expect.poll(() => menu.getByRole('link', { name: 'Bank', exact: true }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Withdrawal Bonus' }).isVisible()).toBe(true);

    // A second click closes the open group.
    await group('Funds').click();
    await expect.poll(async () => Object.values(await expanded())).not.toContain('true');
  });

  test('is a 240 px drawer on wide screens that collapses to icons and back', async () => {
    const page = await signedInPage();
    const menu = mainMenu(page);
    const width = async () => (await menu.boundingBox())?.width;
    expect(await width()).toBe(240);

    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect.poll(width).toBe(64);
    // Names come back as tooltips.
    await menu.getByRole('link', { name: 'Security' }).hover();
    await page.getByRole('tooltip', { name: 'Security' }).waitFor();
    // Links still work.
    await menu.getByRole('link', { name: 'KYC' }).click();
    await heading(page, 'KYC').waitFor();

    // The choice is remembered.
    await page.reload();
    await heading(page, 'KYC').waitFor();
    expect(await width()).toBe(64);

    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect.poll(width).toBe(240);
  });

  test('is hidden on a phone until the menu button opens it, and closes on navigation', async () => {
    const page = await signedInPage(PHONE);
    const menu = mainMenu(page);
    expect(await menu.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor();
    // Measured while the drawer slides in, the width can be a sub-pixel short of its final 240.
    await expect.poll(async () => Math.round((await menu.boundingBox())?.width ?? 0)).toBe(240);
    await menu.getByRole('button', { name: 'Wallet', exact: true }).click();
    await menu.getByRole('link', { name: 'Add Balance' }).click();
    await heading(page, 'Add Balance').waitFor();
    await menu.waitFor({ state: 'hidden' });

    // Its close button closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
  });
});

describe('the shell', () => {
  test('lets keyboard users skip the menu and the ticker', async () => {
    const page = await signedInPage();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())?.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });

  test('shows the copyright up to the current year', async () => {
    const page = await signedInPage();
    const year = new Date().getFullYear();
    expect(
      await page.getByRole('contentinfo').getByText(`© 2016–${year} Kapital`).isVisible(),
    ).toBe(true);
  });

  test('keeps the header when a screen cannot be loaded, and Retry recovers', async () => {
    const page = await signedInPage();
    const chunk = /\/assets\/security-[^/]+\.js$/;
    await page.route(chunk, (route) => route.abort('failed'));

    await mainMenu(page).getByRole('link', { name: 'Security' }).click();
    await heading(page, 'This screen could not be loaded').waitFor();
    expect(await page.getByTestId('header-balance').isVisible()).toBe(true);
    expect(await mainMenu(page).isVisible()).toBe(true);

    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Retry' }).click();
    await heading(page, 'Security').waitFor();
    expect(pathname(page)).toBe('/security');
  });
});
