import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousAxeViolations } from '../src/accessibility.ts';
import { downloadedBytes, markLoadedPage, openPage, PHONE } from '../src/browser.ts';
import { creditFund } from '../src/money.ts';
import { field, registerVerified } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useServerWithAdmin } from '../src/suite.ts';

// Every period lasts 2 seconds, so payouts arrive while the test watches.
const run = useServerWithAdmin({ INVESTMENT_PERIOD_SECONDS: '2' });

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });
const headerBalance = (page: Page) => page.getByTestId('header-balance');
const packageCard = (page: Page, name: string) => page.getByRole('article', { name });
const investmentCard = (page: Page, name: string) =>
  page.getByTestId('investment-card').filter({ has: page.getByRole('heading', { name }) });
const progressOf = async (page: Page, name: string) =>
  Number(await investmentCard(page, name).getByRole('progressbar').getAttribute('aria-valuenow'));
const pathname = (page: Page) => new URL(page.url()).pathname;

/** '1,234.56 USD' -> cents, to compare amounts read off the screen. */
function cents(text: string | null): bigint {
  const match = text?.match(/(-?[\d,]+)\.(\d{2})/);
  if (!match) throw new Error(`No amount in "${text}"`);
  return BigInt((match[1] ?? '0').replaceAll(',', '')) * 100n + BigInt(match[2] ?? '0');
}

interface AdminPackage {
  id: string;
  slug: string;
  ratePercent: string;
}

describe('Investments', () => {
  // A whole investment's life with 2-second periods: choosing, the schedule, confirming, live
  // payouts on three screens, the invoice, a package edited by staff, and a maturity.
  test('a person invests, watches profit arrive live, and keeps the terms they invested on', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await run.admin.updateSettings({ rateMYR: '4.5' });
    await registerVerified(page, run.server, 'MYR');
    await creditFund(page, run.admin, 'wallet', '250.00');
    // 250.00 USD at 4.5.
    await expect.poll(() => headerBalance(page).textContent()).toBe('1,125.00 MYR');

    // The index: the seed's prompt above the four default packages, and the demo note.
    await page.goto('/add-investment');
    await heading(page, 'Add Investment').waitFor();
    expect(await page.getByText('Select an package', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('package-card').count()).toBe(4);
    await page.getByText('Demo: periods are shortened to 2 seconds.').waitFor();
    const growth = packageCard(page, 'Growth');
    expect(await growth.getByTestId('package-rate').textContent()).toBe('1.20%');
    expect(await growth.innerText()).toMatch(/Duration\s+30 days · 30 payouts\s+Demo: 1 minute/);
    expect(await growth.innerText()).toContain('100.00 – 10,000.00 USD');
    expect(await packageCard(page, 'Annuity').innerText()).toContain('Not returned');
    await checkScreen(page, 'add-investment', () => growth.waitFor());

    await growth.getByRole('link', { name: 'Invest in Growth' }).click();
    await expect.poll(() => pathname(page)).toBe('/add-investment/growth');
    await heading(page, 'Add Investment').waitFor();
    await expect
      .poll(() => page.getByTestId('invest-wallet-balance').textContent())
      .toBe('250.00 USD');
    await page.getByText('Type an amount to see every payout', { exact: false }).waitFor();

    // Below the package's minimum: refused beside the field, with no request.
    const amount = field(page, 'Amount (USD)');
    await amount.fill('50');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('The minimum for this package is 100.00 USD').waitFor();
    await amount.fill('300');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('That is more than your wallet holds (250.00 USD)').waitFor();

    // The whole schedule before confirming: 30 payouts of 1.20 USD, in USD and in MYR.
    await amount.fill('100');
    const totals = page.getByTestId('schedule-totals').first();
    await expect
      .poll(() => totals.innerText())
      .toMatch(/Profit per payout\s+1\.20 USD\s+≈ 5\.40 MYR/);
    expect(await totals.innerText()).toMatch(/Total profit \(30 payouts\)\s+36\.00 USD/);
    expect(await totals.innerText()).toMatch(
      /Capital back at the end\s+100\.00 USD\s+≈ 450\.00 MYR/,
    );
    expect(await totals.innerText()).toMatch(/You receive in all\s+136\.00 USD\s+≈ 612\.00 MYR/);
    const schedule = page.getByRole('table', { name: 'Payout schedule' });
    const payouts = schedule.locator('tbody tr:has(time)');
    await expect.poll(() => payouts.count()).toBe(30);
    // Folded on screen: the first ten and the last, until the person asks for all.
    expect(await payouts.filter({ visible: true }).count()).toBe(11);
    await schedule.getByText('… 19 more payouts').waitFor();
    await page.getByRole('button', { name: 'Show all 30 payouts' }).click();
    await expect.poll(() => payouts.filter({ visible: true }).count()).toBe(30);
    const lastPayout = payouts.last();
    expect(await lastPayout.innerText()).toMatch(/^30\s+.+\s+1\.20 USD\s+5\.40 MYR\s+100\.00 USD/);
    // Two seconds apart, to the second.
    expect(await payouts.first().locator('time').innerText()).toMatch(/\d{2}:\d{2}:\d{2}$/);
    // Nothing runs off the side of a phone, the table scrolls inside its own region.
    await page.setViewportSize(PHONE);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBe(PHONE.width);
    await checkScreen(page, 'add-investment-package', async () => {
      await field(page, 'Amount (USD)').fill('100');
      await schedule.waitFor();
    });

    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm investment' });
    await expect
      .poll(() => dialog.getByTestId('invest-confirm-summary').textContent())
      .toBe(
        'You invest 100.00 USD from your wallet in Growth: 30 payouts of 1.20 USD every 2 seconds into your profit fund, and the capital back in your wallet at the end.',
      );
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Confirm investment' }).click();

    // The invoice opens, and the header's wallet drops by the amount without a reload.
    await page.waitForURL(/\/invoice\/[^/]+$/);
    const investmentId = pathname(page).split('/').pop() ?? '';
    await heading(page, 'Investment Invoice').waitFor();
    await expect.poll(() => headerBalance(page).textContent()).toBe('675.00 MYR');
    await expect
      .poll(() =>
        page.getByTestId('investment-status-note').locator('.MuiAlertTitle-root').textContent(),
      )
      .toBe('Active');

    // The profit fund rises live as the 2-second periods pass.
    await page.goto('/funds-profit');
    await heading(page, 'Profit Fund').waitFor();
    const fund = page.getByTestId('fund-balance');
    await fund.waitFor();
    const sameFundPage = await markLoadedPage(page);
    const fundBefore = cents(await fund.textContent());
    await expect.poll(async () => cents(await fund.textContent())).toBeGreaterThan(fundBefore);
    await expect
      .poll(async () => cents(await fund.textContent()))
      .toBeGreaterThanOrEqual(fundBefore + 240n);
    expect(await sameFundPage()).toBe(true);

    // /investment: the progress grows, the countdown ticks, without a reload.
    await page.goto('/investment');
    await heading(page, 'Investment').waitFor();
    const card = investmentCard(page, 'Growth');
    await card.getByRole('progressbar').waitFor();
    const sameListPage = await markLoadedPage(page);
    const paidBefore = await progressOf(page, 'Growth');
    expect(await card.getByRole('progressbar').getAttribute('aria-valuemax')).toBe('30');
    await expect.poll(() => progressOf(page, 'Growth')).toBeGreaterThan(paidBefore);
    expect(await card.getByTestId('investment-payouts').textContent()).toMatch(
      /^\d+ of 30 payouts$/,
    );
    const countdown = card.getByTestId('next-payout-countdown');
    const firstTick = await countdown.textContent();
    await expect.poll(() => countdown.textContent()).not.toBe(firstTick);
    expect(await countdown.getAttribute('role')).toBe('timer');
    expect(await sameListPage()).toBe(true);
    expect(await card.innerText()).toContain('100.00 USD');
    expect(await card.innerText()).toContain('≈ 450.00 MYR');
    await checkScreen(page, 'investment', () => card.getByRole('progressbar').waitFor());

    // The dashboard's "Invested" card beside the funds.
    await page.goto('/');
    const invested = page.getByRole('region', { name: 'Invested' });
    await expect.poll(() => invested.innerText()).toMatch(/100\.00\s*USD/);
    expect(await invested.innerText()).toMatch(/[\d.]+ USD profit earned/);
    await checkScreen(page, 'dashboard-invested', () =>
      page
        .getByRole('region', { name: 'Invested' })
        .getByText('profit earned', { exact: false })
        .waitFor(),
    );

    // The invoice: its terms, the schedule with the payouts made so far, Print and Download PDF.
    await page.goto('/invoice');
    await heading(page, 'Investment Invoice').waitFor();
    const rows = page.getByRole('list', { name: 'Investment invoices' }).getByRole('link');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toMatch(/INV-\d{6}[\s\S]*Growth · \d+ of 30 payouts/);
    await checkScreen(page, 'investment-invoices-filled', () => rows.first().waitFor());
    await rows.first().click();
    await expect.poll(() => pathname(page)).toBe(`/invoice/${investmentId}`);
    const invoice = page.getByRole('article');
    await invoice.getByText('Investment invoice', { exact: true }).waitFor();
    expect(await page.getByTestId('invoice-rate').textContent()).toBe('1.20% every 2 seconds');
    expect(await invoice.innerText()).toMatch(/Investment in Growth\s+100\.00\s+450\.00/);
    expect(await invoice.innerText()).toMatch(/Converted at 1 USD = 4\.50 MYR/);
    const invoiceSchedule = invoice.getByRole('table', { name: 'Payout schedule' });
    await expect
      .poll(() => invoiceSchedule.locator('tbody tr[data-paid="true"]').count())
      .toBeGreaterThan(0);

    await page.evaluate(() => {
      (window as { printed?: number }).printed = 0;
      window.print = () => {
        (window as { printed?: number }).printed =
          ((window as { printed?: number }).printed ?? 0) + 1;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as { printed?: number }).printed)).toBe(1);
    // On paper: the invoice alone, without the app around it or its buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await invoiceSchedule.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    const pdfLink = page.getByRole('link', { name: 'Download PDF' });
    const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await downloadedBytes(download)).subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
    await checkScreen(page, 'investment-invoice', () => invoiceSchedule.waitFor());

    // Staff raise Growth's rate: the invoice keeps the rate it was made on, new ones get 5 %.
    const { items } = await run.admin.request<{ items: AdminPackage[] }>(
      'GET',
      '/api/admin/packages',
    );
    const growthPackage = items.find((item) => item.slug === 'growth');
    if (!growthPackage) throw new Error('No Growth package');
    await run.admin.request('PATCH', `/api/admin/packages/${growthPackage.id}`, {
      ratePercent: '5.00',
    });
    await page.reload();
    await page.getByTestId('invoice-rate').waitFor();
    expect(await page.getByTestId('invoice-rate').textContent()).toBe('1.20% every 2 seconds');
    expect(await page.getByRole('article').innerText()).toMatch(
      /Profit per payout\s+1\.20\s+5\.40/,
    );
    await page.goto('/add-investment');
    await expect
      .poll(() => packageCard(page, 'Growth').getByTestId('package-rate').textContent())
      .toBe('5.00%');
    await packageCard(page, 'Growth').getByRole('link', { name: 'Invest in Growth' }).click();
    await field(page, 'Amount (USD)').fill('100');
    await expect
      .poll(() => page.getByTestId('schedule-totals').first().innerText())
      .toMatch(/Profit per payout\s+5\.00 USD/);

    // Growth's 30 periods of 2 seconds end while the person watches: every payout made, the
    // card turns to Matured and the capital is back in the wallet, live.
    await page.goto('/investment');
    await card.waitFor();
    const sameMaturityPage = await markLoadedPage(page);
    await expect
      .poll(() => card.getByText('Matured', { exact: true }).count(), { timeout: 90_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => progressOf(page, 'Growth')).toBe(30);
    expect(await card.getByTestId('investment-earned').innerText()).toContain('36.00 USD');
    await expect.poll(() => headerBalance(page).textContent()).toBe('1,125.00 MYR');
    expect(await sameMaturityPage()).toBe(true);
    await page.getByRole('button', { name: 'Active', exact: true }).click();
    await page.getByText('You have no active investments.').waitFor();
    await page.getByRole('button', { name: 'Matured', exact: true }).click();
    await expect.poll(() => page.getByTestId('investment-card').count()).toBe(1);
  }, 240_000);

  test('a newcomer without investments is led to the packages', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    const invested = page.getByRole('region', { name: 'Invested' });
    await expect.poll(() => invested.innerText()).toMatch(/0\.00\s*USD/);
    await invested.getByRole('link', { name: 'Choose a package' }).waitFor();

    await page.goto('/investment');
    await heading(page, 'Investment').waitFor();
    const empty = page.getByText('You have no investments yet.', { exact: false });
    await empty.waitFor();
    await checkScreen(page, 'investment-empty', () => empty.waitFor());
    await page.getByRole('link', { name: 'See investment packages' }).click();
    await expect.poll(() => pathname(page)).toBe('/add-investment');

    // An unknown package and someone else's (or no) invoice: said so, with a way back.
    await page.goto('/add-investment/no-such-package');
    await page.getByText('No such package', { exact: true }).waitFor();
    await page.goto('/invoice/INV-42');
    await heading(page, 'Investment Invoice').waitFor();
    await page.getByText('No such invoice', { exact: true }).waitFor();
  });
});
