import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signedInUserId } from '../src/admin.ts';
import { downloadedBytes, openPage, PHONE } from '../src/browser.ts';
import { typeDay } from '../src/dates.ts';
import { registerVerified } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useServerWithAdmin } from '../src/suite.ts';

const run = useServerWithAdmin();

const pathname = (page: Page) => new URL(page.url()).pathname;
const statement = (page: Page) => page.getByRole('table', { name: 'Wallet statement' });
const statementRows = (page: Page) => statement(page).locator('tbody tr');
const rowTexts = (page: Page) => () => statementRows(page).allInnerTexts();

/** Moves bonus money to the wallet as the fund screen does: one request with its own key. */
async function moveBonusToWallet(page: Page, amount: string): Promise<void> {
  const response = await page.request.post('/api/funds/bonus/move', {
    data: { amount },
    headers: { 'Idempotency-Key': randomUUID(), Origin: run.server.baseUrl },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function chooseType(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

describe('the wallet', () => {
  test('shows each movement with the balance after it, filters, exports CSV, and feeds the dashboard', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server, 'MYR');
    const userId = await signedInUserId(page);
    await run.admin.updateSettings({ rateMYR: '4.7' });
    await run.admin.adjust(userId, {
      account: 'wallet',
      direction: 'credit',
      amount: '1250.00',
      reason: 'Welcome credit',
    });
    await run.admin.adjust(userId, {
      account: 'wallet',
      direction: 'debit',
      amount: '250.00',
      reason: 'Correction',
    });
    await run.admin.adjust(userId, {
      account: 'bonus',
      direction: 'credit',
      amount: '40.00',
      reason: 'Referral reward',
    });
    await moveBonusToWallet(page, '40.00');

    await page.getByRole('link', { name: 'View wallet' }).click();
    await expect.poll(() => pathname(page)).toBe('/wallet');
    await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
    const balance = page.getByRole('region', { name: 'Wallet balance' });
    await expect.poll(() => balance.innerText()).toMatch(/1,040\.00\s*USD/);
    expect(await balance.innerText()).toContain('4,888.00 MYR at 1 USD = 4.70 MYR');

    // Newest first, each with the balance right after it.
    await expect.poll(rowTexts(page)).toHaveLength(3);
    const [moved, debited, credited] = await rowTexts(page)();
    expect(moved).toMatch(/Fund transfer\s+From bonus fund\s+In\s*\+40\.00\s+1,040\.00/);
    expect(debited).toMatch(
      /Adjustment\s+Adjustment by staff: Correction\s+Out\s*−250\.00\s+1,000\.00/,
    );
    expect(credited).toMatch(/Adjustment by staff: Welcome credit\s+In\s*\+1,250\.00\s+1,250\.00/);

    await chooseType(page, 'Fund transfer');
    await expect.poll(rowTexts(page)).toHaveLength(1);
    expect((await rowTexts(page)())[0]).toContain('From bonus fund');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^kapital-wallet-statement-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = (await downloadedBytes(download)).toString('utf8').trim().split(/\r?\n/);
    expect(csv[0]).toBe('Date,Type,Description,Amount (USD),Balance after (USD),Reference');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain('From bonus fund');
    expect(csv[1]).toContain('40.00,1040.00');

    await chooseType(page, 'Deposit');
    await page.getByText('No movements match these filters.').waitFor();
    await chooseType(page, 'All movements');
    await expect.poll(rowTexts(page)).toHaveLength(3);

    // A backwards range is refused beside the end date and the table stays as it was.
    await typeDay(page, 'To', '2030-01-01');
    await expect.poll(rowTexts(page)).toHaveLength(3);
    await typeDay(page, 'From', '2030-01-02');
    await page.getByText('The end date must not be before the start date').waitFor();
    expect(await rowTexts(page)()).toHaveLength(3);
    await page.getByRole('button', { name: 'Clear filters' }).click();

    // The table on a desktop, the cards on a phone: both show the movement's description.
    await checkScreen(page, 'wallet', () => page.getByText('From bonus fund').first().waitFor());

    // A phone gets one card per movement instead of the table.
    await page.setViewportSize(PHONE);
    const cards = page.getByRole('list', { name: 'Wallet statement' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(3);
    expect(await cards.first().innerText()).toMatch(/Balance after 1,040\.00 USD/);

    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Recent movements' });
    await expect.poll(() => recent.getByRole('listitem').count()).toBe(3);
    expect(await recent.getByRole('listitem').first().innerText()).toMatch(
      /From bonus fund[\s\S]*\+40\.00[\s\S]*Balance 1,040\.00/,
    );
    const chart = page.getByRole('region', { name: 'Balance, last 30 days' });
    await expect
      .poll(() => chart.innerText())
      .toMatch(/to 1,040\.00 USD on \d+ \w+, up 1,040\.00 USD/);
    // Below the fold on a phone, the chart is drawn once scrolled to.
    await chart.scrollIntoViewIfNeeded();
    await chart.getByTestId('balance-chart').locator('canvas').first().waitFor();

    await page.setViewportSize({ width: 1280, height: 800 });
    // Below the fold on a desktop too, under the fund, invested and positions cards.
    await checkScreen(page, 'dashboard', async () => {
      await chart.scrollIntoViewIfNeeded();
      await chart.getByTestId('balance-chart').locator('canvas').first().waitFor();
    });

    // A movement made elsewhere shows up without a reload, and the chart's words follow.
    await run.admin.adjust(userId, {
      account: 'wallet',
      direction: 'credit',
      amount: '10.00',
      reason: 'Goodwill',
    });
    await expect
      .poll(() => recent.getByRole('listitem').first().innerText())
      .toMatch(/Adjustment by staff: Goodwill[\s\S]*\+10\.00[\s\S]*Balance 1,050\.00/);
    await expect.poll(() => chart.innerText()).toMatch(/to 1,050\.00 USD on/);

    await recent.getByRole('link', { name: 'View all' }).click();
    await expect.poll(() => pathname(page)).toBe('/wallet');
  });

  test('a newcomer sees empty states: no movements, no chart, no investment invoices', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    const recent = page.getByRole('region', { name: 'Recent movements' });
    await recent.getByText('No movements yet.').waitFor();
    const chart = page.getByRole('region', { name: 'Balance, last 30 days' });
    await expect.poll(() => chart.innerText()).toMatch(/Your balance stayed at 0\.00 USD/);
    expect(await chart.locator('canvas').count()).toBe(0);

    await page.goto('/wallet');
    await page.getByText('No movements in your wallet yet.').waitFor();

    await page.goto('/invoice');
    await page.getByRole('heading', { level: 1, name: 'Investment Invoice' }).waitFor();
    await page.getByRole('heading', { name: 'Select an invoice' }).waitFor();
    const empty = page.getByText('No investment invoices yet — invest in a package to get one');
    await empty.waitFor();
    await checkScreen(page, 'investment-invoices', () => empty.waitFor());
    await page.getByRole('link', { name: 'See investment packages' }).click();
    await expect.poll(() => pathname(page)).toBe('/add-investment');
  });
});
