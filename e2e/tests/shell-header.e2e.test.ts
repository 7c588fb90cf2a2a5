import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, PHONE } from '../src/browser.ts';
import { type Person, registerVerified } from '../src/people.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

async function signedInPage(): Promise<{ page: Page; person: Person }> {
  const { page } = await openPage(run.browser, run.server.baseUrl);
  const person = await registerVerified(page, run.server);
  return { page, person };
}

const pathname = (page: Page) => new URL(page.url()).pathname;
const accountMenuButton = (page: Page) => page.getByRole('button', { name: 'Account menu' });

describe('the header', () => {
  test('links the 40 px high logo home', async () => {
    const { page } = await signedInPage();
    await page.goto('/security');
    const home = page.getByRole('banner').getByRole('link', { name: 'Kapital' });
    expect((await home.getByRole('img', { name: 'Kapital' }).boundingBox())?.height).toBe(40);
    await home.click();
    await expect.poll(() => pathname(page)).toBe('/');
  });

  test('the avatar menu names the person and leads to Account and Change Password', async () => {
    const { page, person } = await signedInPage();
    // No photo yet: the initials stand in.
    expect(await accountMenuButton(page).innerText()).toBe('GH');

    const fullName = page.getByText(person.fullName, { exact: true });
    const userName = page.getByText(`@${person.userName}`, { exact: true });
    expect(await fullName.count()).toBe(0);

    await accountMenuButton(page).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await fullName.isVisible()).toBe(true);
    expect(await userName.isVisible()).toBe(true);
    // Focus is in the menu, on its first item.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Account');

    await menu.getByRole('menuitem', { name: 'Account' }).click();
    await expect.poll(() => pathname(page)).toBe('/profile');
    await menu.waitFor({ state: 'detached' });

    await accountMenuButton(page).click();
    await menu.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect.poll(() => pathname(page)).toBe('/change-password');
  });

  test("the menu's code downloads when first wanted, and a failed download says so", async () => {
    const { page } = await signedInPage();
    await page.getByTestId('header-balance').waitFor();
    const popupScript = '**/assets/account-menu-popup-*.js';
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    const isPopupScript = (pathname: string) => pathname.includes('/account-menu-popup-');
    await page.route(popupScript, (route) => route.abort('internetdisconnected'));

    await accountMenuButton(page).click();
    await page.getByText('The account menu could not be loaded.', { exact: false }).waitFor();
    expect(await accountMenuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('menu').count()).toBe(0);
    // It was asked for only now: the signed-in page did not bring it.
    expect(requested.some(isPopupScript)).toBe(true);

    await page.unroute(popupScript);
    await accountMenuButton(page).click();
    await page.getByRole('menu').waitFor();
    // The open menu hides the rest of the page from assistive technology, the avatar included.
    const avatar = page.getByRole('button', { name: 'Account menu', includeHidden: true });
    expect(await avatar.getAttribute('aria-expanded')).toBe('true');
  });

  test('Logout asks first: Cancel keeps the person signed in, Yes signs out', async () => {
    const { page } = await signedInPage();
    const dialog = page.getByRole('dialog', { name: 'Logout' });

    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await dialog.waitFor();
    expect(await dialog.getByText('Are you sure you want to logout?').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pathname(page)).toBe('/');
    await page.reload();
    await page.getByTestId('header-balance').waitFor();

    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/login');
    // The session is gone, not just the screen.
    await page.goto('/');
    await page.waitForURL('**/login');
  });

  test('on a phone every control fits in the header, and the account menu switches the theme', async () => {
    const { page } = await signedInPage();
    await page.setViewportSize(PHONE);
    const header = page.getByRole('banner');
    for (const name of ['Open menu', /^Notifications, /, 'Account menu']) {
      const box = await header.getByRole('button', { name }).boundingBox();
      expect(box, String(name)).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    }
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Switch to light theme' }).click();
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('light');
  });

  test('switches the theme, dark by default, and remembers it after a reload', async () => {
    const { page } = await signedInPage();
    const htmlClass = () => page.locator('html').getAttribute('class');
    expect(await htmlClass()).toContain('dark');

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(htmlClass).toContain('light');
    expect(await page.evaluate(() => localStorage.getItem('kapital-theme-mode'))).toBe('light');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(246, 244, 241)');

    await page.reload();
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    expect(await htmlClass()).toContain('light');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(htmlClass).toContain('dark');
    expect(await background()).toBe('rgb(20, 17, 15)');
  });
});
