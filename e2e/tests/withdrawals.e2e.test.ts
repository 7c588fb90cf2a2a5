import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousAxeViolations } from '../src/accessibility.ts';
import { openPage } from '../src/browser.ts';
import { approveKycThroughApi } from '../src/kyc.ts';
import { creditFund, fillBankForm, GRACE_BANK } from '../src/money.ts';
import { openStaffPage } from '../src/money-console.ts';
import { field, registerVerified } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });
const headerBalance = (page: Page) => page.getByTestId('header-balance');
const receiptStatus = (page: Page) =>
  page.getByTestId('withdrawal-status-note').locator('.MuiAlertTitle-root');

describe('Withdrawals', () => {
  // Two people's whole flow (registration, KYC, a credit, a withdrawal, staff paying it) takes
  // half a minute on a quiet machine and more than the default 90 s on a busy CI one.
  test('a verified person with money withdraws to their bank and staff pay it out', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    const person = await registerVerified(page, run.server);
    await approveKycThroughApi(page, run.admin);
    await creditFund(page, run.admin, 'wallet', '250.00');
    await expect.poll(() => headerBalance(page).textContent()).toBe('250.00 USD');

    // Bank details first: /withdrawal sends there while none are saved.
    await page.goto('/data-bank');
    await heading(page, 'Bank Account').waitFor();
    await fillBankForm(page, GRACE_BANK, person.password);
    await page.getByTestId('bank-current').getByText('MBBEMYKL').waitFor();

    await page.goto('/withdrawal');
    await heading(page, 'Withdrawal').waitFor();
    await expect
      .poll(() => page.getByTestId('withdrawal-source-balance').textContent())
      .toBe('250.00 USD');
    await expect
      .poll(() => page.getByTestId('withdrawal-bank').textContent())
      .toBe('Maybank Berhad ••••5678');
    expect(await page.getByTestId('withdrawal-blockers').count()).toBe(0);
    await checkScreen(page, 'withdrawal-form', () =>
      page.getByTestId('withdrawal-source-balance').waitFor(),
    );

    // The fee and the net amount are shown while typing, before anything is sent.
    await field(page, 'Amount (USD)').fill('100');
    const quote = page.getByTestId('withdrawal-quote');
    await expect.poll(() => quote.textContent()).toContain('− 2.00 USD');
    expect(await quote.textContent()).toContain('You receive98.00 USD');

    // Too much is refused beside the field, without a request.
    await field(page, 'Amount (USD)').fill('300');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('That is more than your wallet holds (250.00 USD)').waitFor();

    await field(page, 'Amount (USD)').fill('100');
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm withdrawal' });
    await expectNoSeriousAxeViolations(page);
    expect(await dialog.getByTestId('withdrawal-confirm-summary').textContent()).toBe(
      'You withdraw 100.00 USD from your wallet, fee 2.00 USD, you receive 98.00 USD to Maybank Berhad ••••5678.',
    );
    await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();

    // The receipt: pending, and the wallet in the header has dropped by the whole amount.
    await page.waitForURL(/\/invoice-wd\/[^/]+$/);
    const withdrawalId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await heading(page, 'Withdrawal Invoice').waitFor();
    await expect.poll(() => receiptStatus(page).textContent()).toBe('Waiting for payout');
    await page.getByRole('article').getByText('WD-', { exact: false }).first().waitFor();
    await expect.poll(() => headerBalance(page).textContent()).toBe('150.00 USD');
    await checkScreen(page, 'withdrawal-receipt', () => receiptStatus(page).waitFor());

    // Staff pay it out from the console; the open receipt turns to Paid by itself.
    const staff = await openStaffPage(run.browser, run.server);
    await staff.goto(`/admin/withdrawals/${withdrawalId}`);
    await staff.getByRole('button', { name: 'Mark paid' }).click();
    const payout = staff.getByRole('dialog', { name: /^Mark WD-\d+ paid$/ });
    await payout.getByRole('textbox', { name: 'Payout reference' }).fill('MBB-PAYOUT-0042');
    await payout.getByRole('button', { name: 'Mark paid' }).click();
    await payout.waitFor({ state: 'hidden' });
    await expect.poll(() => receiptStatus(page).textContent()).toBe('Paid');
    await page.getByTestId('withdrawal-payout-reference').getByText('MBB-PAYOUT-0042').waitFor();
    expect(await headerBalance(page).textContent()).toBe('150.00 USD');

    // A second one, all of the wallet with Max, cancelled while pending: the money comes back.
    await page.goto('/withdrawal');
    await heading(page, 'Withdrawal').waitFor();
    await page.getByRole('button', { name: 'Withdraw all of your wallet' }).click();
    await expect.poll(() => field(page, 'Amount (USD)').inputValue()).toBe('150.00');
    await page.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await page.waitForURL(
      (url) => !url.pathname.endsWith(withdrawalId) && url.pathname.startsWith('/invoice-wd/'),
    );
    await expect.poll(() => headerBalance(page).textContent()).toBe('0.00 USD');
    await page.getByRole('button', { name: 'Cancel withdrawal' }).click();
    const cancel = page.getByRole('dialog', { name: /^Cancel withdrawal WD-\d+\?$/ });
    await expectNoSeriousAxeViolations(page);
    await cancel.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect.poll(() => receiptStatus(page).textContent()).toBe('Cancelled');
    await page
      .getByText(/^Withdrawal WD-\d+ cancelled\. The amount is back in your wallet\.$/)
      .waitFor();
    await expect.poll(() => headerBalance(page).textContent()).toBe('150.00 USD');
    expect(await page.getByRole('button', { name: 'Cancel withdrawal' }).count()).toBe(0);

    // The index lists both under the prompt, newest first, with their status.
    await page.goto('/invoice-wd');
    await heading(page, 'Withdrawal Invoice').waitFor();
    await page.getByText('Select an invoice').waitFor();
    const rows = page.getByRole('list', { name: 'Withdrawal receipts' }).getByRole('link');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain('Cancelled');
    expect(await rows.nth(1).textContent()).toContain('Paid');
    await checkScreen(page, 'withdrawal-invoices', () =>
      page.getByRole('list', { name: 'Withdrawal receipts' }).waitFor(),
    );
  }, 180_000);

  test('a person without KYC is told to verify and led to /kyc-user', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    await page.goto('/withdrawal');
    await heading(page, 'Withdrawal').waitFor();

    const blockers = page.getByTestId('withdrawal-blockers');
    await blockers.getByText('Verify your identity to withdraw.').waitFor();
    expect(await field(page, 'Amount (USD)').isDisabled()).toBe(true);
    await checkScreen(page, 'withdrawal-blocked', () => blockers.waitFor());

    // The bonus and profit funds have the same form, under their own titles.
    await page.goto('/withdrawal-bonus');
    await heading(page, 'Withdrawal Bonus').waitFor();
    await page.getByText('Bonus fund balance').waitFor();
    await page.goto('/withdrawal-profit');
    await heading(page, 'Withdrawal Profit').waitFor();
    await page.getByText('Profit fund balance').waitFor();

    await page.goto('/withdrawal');
    await blockers.getByRole('link', { name: 'Verify your identity' }).click();
    await page.waitForURL('**/kyc-user');
    await heading(page, 'KYC').waitFor();
  });

  test('a person moves bonus money to the wallet and sees the fund statement', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    await creditFund(page, run.admin, 'bonus', '40.00');

    await page.goto('/funds-bonus');
    await heading(page, 'Bonus Fund').waitFor();
    await expect.poll(() => page.getByTestId('fund-balance').textContent()).toBe('40.00 USD');
    expect(
      await page.getByRole('link', { name: 'Withdraw', exact: true }).getAttribute('href'),
    ).toBe('/withdrawal-bonus');

    await page.getByRole('button', { name: 'Move to wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to wallet' });
    await field(page, 'Amount (USD)').fill('40.01');
    await dialog.getByRole('button', { name: 'Move to wallet' }).click();
    await dialog.getByText('That is more than your bonus fund holds (40.00 USD)').waitFor();
    await dialog.getByRole('button', { name: 'Move all of your bonus fund' }).click();
    await dialog.getByRole('button', { name: 'Move to wallet' }).click();
    await page.getByText('Moved 40.00 USD to your wallet.').waitFor();

    await expect.poll(() => page.getByTestId('fund-balance').textContent()).toBe('0.00 USD');
    await expect.poll(() => headerBalance(page).textContent()).toBe('40.00 USD');
    await page.getByText('To wallet', { exact: false }).first().waitFor();
    await checkScreen(page, 'funds-bonus', () => page.getByTestId('fund-balance').waitFor());
    await page.goto('/funds-profit');
    await heading(page, 'Profit Fund').waitFor();
    await checkScreen(page, 'funds-profit', () => page.getByTestId('fund-balance').waitFor());
  });
});
