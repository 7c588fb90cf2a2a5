/**
 * Screenshots of the signed-in shell for docs/screenshots, taken from a real server with the
 * built web app: `npm run build -w @kapital/web && cd e2e && npx tsx scripts/take-screenshots.ts`.
 * Motion is reduced so the ticker stands still at its first pair.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { adminServerEnv, signedInUserId, signInAsAdmin } from '../src/admin.ts';
import {
  DESKTOP,
  launchBrowser,
  PHONE,
  type ThemeMode,
  waitForTransitions,
} from '../src/browser.ts';
import { latestMail, type RunningServer, startServer } from '../src/server.ts';

const outputDir = fileURLToPath(new URL('../../docs/screenshots', import.meta.url));
const person = {
  fullName: 'Grace Hopper',
  userName: 'grace',
  email: 'grace@example.com',
  password: 'compiler-cobol-1952',
  currency: 'MYR',
};

async function openShell(
  browser: Browser,
  server: RunningServer,
  viewport: typeof DESKTOP,
  mode: ThemeMode,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport,
    reducedMotion: 'reduce',
  });
  await context.addInitScript((stored) => localStorage.setItem('kapital-theme-mode', stored), mode);
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    data: { email: person.email, password: person.password },
    headers: { Origin: server.baseUrl },
  });
  if (!signIn.ok()) throw new Error(`Sign-in failed: ${signIn.status()}`);
  const page = await context.newPage();
  await page.goto('/');
  await settle(page);
  return page;
}

/** Balances and prices shown, transitions over. */
async function settle(page: Page): Promise<void> {
  await page.getByTestId('header-balance').waitFor();
  await page.getByRole('region', { name: 'Market prices' }).getByRole('link').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await waitForTransitions(page);
}

async function shoot(page: Page, name: string): Promise<void> {
  await waitForTransitions(page);
  await page.screenshot({ path: path.join(outputDir, `${name}.png`) });
  console.log(`docs/screenshots/${name}.png`);
}

async function main(): Promise<void> {
  const server = await startServer(adminServerEnv);
  const browser = await launchBrowser();
  try {
    // Register and verify through the API and the mailed link, then give the wallet some money.
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const registered = await context.request.post('/api/account/register', {
      data: { ...person, acceptTerms: true },
      headers: { Origin: server.baseUrl },
    });
    if (!registered.ok()) throw new Error(`Registration failed: ${await registered.text()}`);
    const mail = await latestMail(server, person.email, 'Verify your e-mail');
    const page = await context.newPage();
    await page.goto(mail.actionUrl ?? '');
    const admin = await signInAsAdmin(server);
    const userId = await signedInUserId(page);
    for (const [account, amount] of [
      ['wallet', '2500.00'],
      ['bonus', '125.40'],
      ['profit', '318.75'],
    ] as const) {
      await admin.adjust(userId, { account, direction: 'credit', amount, reason: 'Screenshots' });
    }
    await context.close();

    for (const mode of ['dark', 'light'] as const) {
      const desktop = await openShell(browser, server, DESKTOP, mode);
      await shoot(desktop, `dashboard-desktop-${mode}`);
      const phone = await openShell(browser, server, PHONE, mode);
      await shoot(phone, `dashboard-phone-${mode}`);
      await phone.getByRole('button', { name: 'Open menu' }).click();
      await phone.getByRole('button', { name: 'Wallet', exact: true }).click();
      await shoot(phone, `menu-phone-${mode}`);
    }

    const desktop = await openShell(browser, server, DESKTOP, 'dark');
    await desktop.getByRole('button', { name: 'Account menu' }).click();
    await desktop.getByRole('menu').waitFor();
    await shoot(desktop, 'account-menu-desktop-dark');
    await desktop.getByRole('menuitem', { name: 'Logout' }).click();
    await desktop.getByRole('dialog', { name: 'Logout' }).waitFor();
    await shoot(desktop, 'logout-dialog-desktop-dark');
    await desktop.getByRole('button', { name: 'Cancel' }).click();

    await desktop.getByRole('button', { name: 'Collapse menu' }).click();
    await desktop.getByRole('button', { name: 'Funds', exact: true }).click();
    await desktop.getByRole('link', { name: 'Withdrawal Bonus' }).click();
    await desktop.getByRole('heading', { name: 'Withdrawal Bonus' }).waitFor();
    await desktop.getByRole('link', { name: 'Profit', exact: true }).hover();
    await desktop.getByRole('tooltip', { name: 'Profit' }).waitFor();
    await shoot(desktop, 'sidebar-collapsed-desktop-dark');

    const light = await openShell(browser, server, DESKTOP, 'light');
    await light.goto('/trade/BTC/bitcoin');
    await light.getByRole('heading', { name: 'Trade' }).waitFor();
    await light.getByRole('button', { name: 'Open live chat' }).click();
    await light.getByRole('dialog', { name: 'Live Chat' }).waitFor();
    await shoot(light, 'live-chat-desktop-light');

    // On a phone the chat is the menu's last entry, and its panel opens under the header.
    const phone = await openShell(browser, server, PHONE, 'dark');
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.getByRole('button', { name: 'Live chat' }).click();
    await phone.getByRole('dialog', { name: 'Live Chat' }).waitFor();
    await shoot(phone, 'live-chat-phone-dark');
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
