import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signedInUserId } from '../src/admin.ts';
import { openPage } from '../src/browser.ts';
import { openStaffPage } from '../src/money-console.ts';
import { registerVerified } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useServerWithAdmin } from '../src/suite.ts';

const run = useServerWithAdmin();

interface OpenedPosition {
  id: string;
  symbol: string;
  side: string;
  status: string;
}

/** The person signed in on `page` opens a position, as the order panel does (same origin). */
async function openPosition(
  page: Page,
  order: { symbol: string; side: 'buy' | 'sell'; stake: string },
): Promise<OpenedPosition> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/positions', {
    headers: { Origin: origin, 'Idempotency-Key': randomUUID() },
    data: order,
  });
  if (!response.ok()) {
    throw new Error(`POST /api/positions: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as OpenedPosition;
}

/** The person signed in on `page` closes a position at the next price. */
async function closePosition(page: Page, positionId: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`/api/positions/${positionId}/close`, {
    headers: { Origin: origin, 'Idempotency-Key': randomUUID() },
  });
  if (!response.ok()) {
    throw new Error(`POST /api/positions/${positionId}/close: ${response.status()}`);
  }
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

describe('trading in the console and on the dashboard', () => {
  test('staff see exposure and a Free trader’s positions; the trader’s dashboard shows a live P/L', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    const userId = await signedInUserId(page);

    // Before any trade, the dashboard's card says so.
    const result = page.getByTestId('open-positions-result');
    const note = page.getByTestId('open-positions-note');
    await expect.poll(() => note.innerText()).toBe('No open positions in Free mode');

    // A Free (demo) trader: a big Buy of BTC, a Sell of ETH, and a Buy of SOL closed again.
    await openPosition(page, { symbol: 'BTC', side: 'buy', stake: '5000.00' });
    await openPosition(page, { symbol: 'ETH', side: 'sell', stake: '1000.00' });
    const sol = await openPosition(page, { symbol: 'SOL', side: 'buy', stake: '250.00' });
    await closePosition(page, sol.id);

    // The dashboard follows the position events: two open, 6,000.00 staked, a live result.
    await expect
      .poll(() => note.innerText(), { timeout: 15_000 })
      .toBe('Free mode: live profit/loss after fees of 2 open, 6,000.00 USD staked');
    await expect.poll(() => result.innerText()).toMatch(/^([+\u2212][\d,]+\.\d{2}|0\.00) USD$/);
    const card = page.getByRole('region', { name: 'Open positions' });
    expect(await card.getByRole('link', { name: 'View open positions' }).getAttribute('href')).toBe(
      '/on-trade?mode=demo',
    );
    // It is not a live region: a tick every second is not read out.
    expect(await card.locator('[aria-live]').count()).toBe(0);
    const firstResult = await result.innerText();
    await expect
      .poll(() => result.innerText(), { timeout: 60_000, interval: 500 })
      .not.toBe(firstResult);

    // Staff: the exposure per pair counts the Free positions, and no Real money moved.
    const staff = await openStaffPage(run.browser, run.server);
    await staff.goto('/admin');
    await staff
      .getByRole('navigation', { name: 'Admin console' })
      .getByRole('link', { name: 'Trading' })
      .first()
      .click();
    await heading(staff, 'Trading').waitFor();
    const pairs = staff.getByRole('list', { name: 'Exposure per pair' });
    await pairs.waitFor();
    const btc = staff.locator('[data-testid="trading-pair"][data-symbol="BTC"]');
    const eth = staff.locator('[data-testid="trading-pair"][data-symbol="ETH"]');
    const solRow = staff.locator('[data-testid="trading-pair"][data-symbol="SOL"]');
    await expect.poll(() => btc.innerText()).toContain('BTC/USDT');
    const freeOpen = (row: typeof btc) => row.getByTestId('pair-demo').innerText();
    expect(await freeOpen(btc)).toBe('1');
    expect(await freeOpen(eth)).toBe('1');
    expect(await freeOpen(solRow)).toBe('0');
    expect(await btc.getByTestId('pair-open').innerText()).toBe('0');
    expect(await btc.getByTestId('pair-buy').innerText()).toBe('0.00 USD');
    expect(await btc.getByTestId('pair-net').innerText()).toBe('0.00 USD');
    expect(await staff.getByTestId('trading-open').innerText()).toBe('0');
    expect(await staff.getByTestId('trading-house-result').innerText()).toBe('0.00 USD');
    expect(await staff.getByTestId('trading-fees').innerText()).toBe('0.00 USD');
    await checkScreen(staff, 'admin-trading', async () => {
      await btc.waitFor();
    });

    // The Refresh button reads again.
    await staff.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => freeOpen(btc)).toBe('1');

    // The trader's page in the console: open ones first, then the closed one, with its reason.
    await staff.goto(`/admin/users/${userId}`);
    const positions = staff.getByRole('region', { name: 'Positions', exact: true });
    const open = positions.getByRole('table', { name: 'Open positions' });
    const closed = positions.getByRole('table', { name: 'Closed positions' });
    await expect.poll(() => open.getByTestId('admin-position').count()).toBe(2);
    await expect.poll(() => closed.getByTestId('admin-position').count()).toBe(1);
    const openText = await open.innerText();
    expect(openText).toContain('BTC/USDT');
    expect(openText).toContain('ETH/USDT');
    expect(openText).toContain('5,000.00 USD');
    expect(openText).toContain('Free');
    const closedRow = await closed.getByTestId('admin-position').first().innerText();
    expect(closedRow).toContain('SOL/USDT');
    expect(closedRow).toContain('Manual');
    // The net result, after the fees it names.
    expect(closedRow).toMatch(/([+\u2212][\d,]+\.\d{2}|0\.00) USD after [\d,]+\.\d{2} USD fees/);
    await checkScreen(staff, 'admin-user-positions', async () => {
      await expect.poll(() => closed.getByTestId('admin-position').count()).toBe(1);
    });
    // The filter shows one kind at a time.
    await positions.getByRole('combobox', { name: 'Status' }).selectOption('closed');
    await expect.poll(() => open.count()).toBe(0);
    expect(await closed.getByTestId('admin-position').count()).toBe(1);
    await staff.close();

    // The trader's dashboard, with the card, passes axe in both themes.
    await checkScreen(page, 'dashboard-open-positions', async () => {
      await expect
        .poll(() => note.innerText())
        .toBe('Free mode: live profit/loss after fees of 2 open, 6,000.00 USD staked');
      await expect.poll(() => result.innerText()).toMatch(/USD$/);
    });
  });
});
