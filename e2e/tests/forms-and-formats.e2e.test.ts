import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { drawPagesInBrowser, openPage, waitForTakeOver } from '../src/browser.ts';
import { dayField, shownDay, typeDay } from '../src/dates.ts';
import { creditFund } from '../src/money.ts';
import { registerVerified } from '../src/people.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** A new verified person, signed in on a page of their own, with `amount` in the wallet. */
async function personWithWallet(amount: string): Promise<Page> {
  const { page } = await openPage(run.browser, run.server.baseUrl);
  await registerVerified(page, run.server);
  await creditFund(page, run.admin, 'wallet', amount);
  return page;
}

describe('dates', () => {
  test("the statement's date filters show and take days as the app writes them", async () => {
    const page = await personWithWallet('50.00');
    await page.goto('/wallet');
    await heading(page, 'Wallet').waitFor();
    const rows = page.getByRole('table', { name: 'Wallet statement' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    // Dates in the table read "26 Nov 2026"; the filters use the same words, not mm/dd/yyyy.
    expect(await rows.first().innerText()).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(await shownDay(page, 'From')()).not.toContain('/');

    await typeDay(page, 'From', '2030-01-02');
    await expect.poll(shownDay(page, 'From')).toBe('2 Jan 2030');
    await page.getByText('No movements match these filters.').waitFor();

    await typeDay(page, 'To', '2030-01-01');
    await expect.poll(shownDay(page, 'To')).toBe('1 Jan 2030');
    await page.getByText('The end date must not be before the start date').waitFor();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await shownDay(page, 'From')()).not.toContain('2030');

    // The calendar opens from its button and picks today, shown in the same words.
    const now = new Date();
    const month = new Intl.DateTimeFormat('en-US', { month: 'short' }).format(now);
    const today = `${now.getDate()} ${month} ${now.getFullYear()}`;
    await dayField(page, 'To')
      .getByRole('button', { name: /Choose date/ })
      .click();
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('gridcell', { name: String(now.getDate()), exact: true }).click();
    await expect.poll(shownDay(page, 'To')).toBe(today);
    await expect.poll(() => rows.count()).toBe(1);
  });
});

describe('the balance chart', () => {
  test('shows the month drawn from the figures while the chart library downloads', async () => {
    const page = await personWithWallet('1250.00');
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/balance-area-chart-[^/]+\.js$/, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const chart = page.getByRole('region', { name: 'Balance, last 30 days' });
    await chart.scrollIntoViewIfNeeded();
    await expect.poll(() => chart.innerText()).toMatch(/up 1,250\.00 USD/);
    // The chart's place is never an empty box: the month's line, drawn from the figures.
    const sketch = chart.getByTestId('balance-sketch');
    // Measured once laid out: just after it attaches, Chromium may not report its box yet.
    await expect.poll(async () => (await sketch.boundingBox())?.height ?? 0).toBeGreaterThan(150);
    expect(await sketch.locator('path').count()).toBe(2);
    expect(await chart.locator('canvas').count()).toBe(0);

    release?.();
    await chart.getByTestId('balance-chart').locator('canvas').first().waitFor();
    await sketch.waitFor({ state: 'detached' });
  });

  test('says it is loading while the figures are on their way', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/statements/wallet/history**', async (route: Route) => {
      await held;
      await route.continue();
    });
    await drawPagesInBrowser(page);
    await page.reload();
    const chart = page.getByRole('region', { name: 'Balance, last 30 days' });
    await chart.getByRole('status', { name: 'Loading the balance history' }).waitFor();
    expect(await chart.getAttribute('aria-busy')).toBe('true');
    release?.();
    await expect.poll(() => chart.innerText()).toMatch(/Your balance stayed at 0\.00 USD/);
  });
});

/**
 * What a person could act on under the live chat button: links, buttons and fields whose box
 * meets the button's and that are really there at that spot (not clipped away, not under the
 * header the button sits in).
 */
async function actionableUnderChat(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const chat = document.querySelector<HTMLElement>(
      '[aria-label="Open live chat"], [aria-label="Close live chat"][aria-expanded]',
    );
    if (!chat) return ['no chat button'];
    const button = chat.getBoundingClientRect();
    const actionable =
      'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="tab"], [role="radio"], [role="checkbox"], [role="spinbutton"], [role="combobox"]';
    // In the header, the page that scrolls under it is hidden by the header, not by the button:
    // there it can only sit over the header's own controls.
    const scope = chat.closest('header, [role="banner"]') ?? document;
    const covered: string[] = [];
    for (const element of Array.from(scope.querySelectorAll<HTMLElement>(actionable))) {
      if (element === chat || chat.contains(element) || element.contains(chat)) continue;
      const box = element.getBoundingClientRect();
      const left = Math.max(box.left, button.left);
      const right = Math.min(box.right, button.right);
      const top = Math.max(box.top, button.top);
      const bottom = Math.min(box.bottom, button.bottom);
      if (right <= left || bottom <= top) continue;
      const atSpot = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
      if (atSpot.some((under) => under === element || element.contains(under))) {
        const name = element.getAttribute('aria-label') ?? element.innerText ?? element.tagName;
        covered.push(name.trim().slice(0, 60) || element.tagName);
      }
    }
    return covered;
  });
}

/** Scrolls the page from top to bottom in steps, collecting whatever the chat button covers. */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const covered = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const viewport = page.viewportSize()?.height ?? 800;
  for (let top = 0; ; top += Math.round(viewport / 3)) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    for (const name of await actionableUnderChat(page)) covered.add(`${name} (at ${top})`);
    if (top >= height - viewport) break;
  }
  return [...covered];
}

describe('the live chat button', () => {
  test('never sits over anything a person can act on, on the trade screen and the dashboard', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    const chatButton = page.getByRole('button', { name: 'Open live chat' });
    for (const width of [390, 768, 1280, 1920]) {
      await page.setViewportSize({ width, height: width < 1000 ? 844 : 800 });
      for (const [path, ready] of [
        ['/trade/BTC/bitcoin', page.getByRole('button', { name: 'Buy BTC', exact: true })],
        ['/', page.getByRole('region', { name: 'Open positions' })],
      ] as const) {
        const where = `${path} at ${width}`;
        await page.goto(path);
        await ready.waitFor();
        // The server laid the page out for this desktop browser's user agent, not its window.
        await waitForTakeOver(page);
        if (width < 600) {
          // A phone has no room for it: the chat is in the menu, and nothing floats.
          await expect.poll(() => chatButton.count(), { message: where }).toBe(0);
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('button', { name: 'Live chat' }).click();
          const panel = page.getByRole('dialog', { name: 'Live Chat' });
          await panel.waitFor();
          await panel.getByRole('button', { name: 'Close live chat' }).click();
          await panel.waitFor({ state: 'detached' });
          continue;
        }
        await chatButton.waitFor();
        // On a tablet it sits in the header; from md it floats in the page's corner.
        const inHeader = page.getByRole('banner').getByRole('button', { name: 'Open live chat' });
        await expect.poll(() => inHeader.count(), { message: where }).toBe(width < 900 ? 1 : 0);
        expect(await coveredWhileScrolling(page), where).toEqual([]);
      }
    }
  });
});
