import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../src/browser.ts';
import { openStaffPage, pendingWithdrawal } from '../src/money-console.ts';
import { field, registerVerified } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useServerWithAdmin } from '../src/suite.ts';

const run = useServerWithAdmin();

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

describe('The console money pages', () => {
  test('without an active payment method, a person is told that adding balance is closed', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    await page.goto('/add-balance');
    await heading(page, 'Add Balance').waitFor();
    const empty = page.getByText('No way to pay is open right now', { exact: false });
    await empty.waitFor();
    await checkScreen(page, 'add-balance-empty', () => empty.waitFor());

    // An inactive method stays hidden; switching it on in the console offers it.
    await run.admin.createPaymentMethod({
      label: 'CIMB transfer',
      instructions: {
        kind: 'bank',
        bankName: 'CIMB Bank',
        accountHolder: 'Kapital Sdn Bhd',
        accountNumber: '8600 1122 3344',
      },
      min: '10.00',
      max: '100000.00',
      active: false,
    });
    await page.reload();
    await empty.waitFor();
    const staff = await openStaffPage(run.browser, run.server);
    await staff.goto('/admin/payment-methods');
    const offered = staff.getByRole('switch', { name: 'Offer CIMB transfer to users' });
    await offered.click();
    await staff.getByText('CIMB transfer is offered to users').waitFor();
    await expect.poll(() => offered.isChecked()).toBe(true);
    await page.reload();
    await page.getByRole('radio', { name: /CIMB transfer/ }).waitFor();

    // Editing changes what users see.
    await staff.getByRole('button', { name: 'Edit CIMB transfer' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Edit CIMB transfer' });
    await field(staff, 'Name users see').fill('CIMB Bank transfer');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await staff.getByText('CIMB Bank transfer saved').waitFor();
    await page.reload();
    await page.getByRole('radio', { name: /CIMB Bank transfer/ }).waitFor();
  });

  test('staff mark a withdrawal paid from the queue, with the payout reference', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    const person = await registerVerified(page, run.server);
    const withdrawal = await pendingWithdrawal(page, run.admin, person.password, '120.00');

    const staff = await openStaffPage(run.browser, run.server);
    await staff.goto('/admin/withdrawals');
    await heading(staff, 'Withdrawals').waitFor();
    const queue = staff.getByRole('list', { name: 'Pending withdrawals' });
    const row = queue.getByRole('link', { name: new RegExp(withdrawal.number) });
    await row.waitFor();
    expect(await row.textContent()).toContain('120.00 USD');
    await checkScreen(staff, 'admin-withdrawals', () => queue.waitFor());

    await row.click();
    await heading(staff, `Withdrawal ${withdrawal.number}`).waitFor();
    const bank = staff.getByRole('region', { name: 'Pay to' });
    expect(await bank.textContent()).toContain('Maybank Berhad');
    expect(await bank.textContent()).toContain('MBBEMYKL');
    await checkScreen(staff, 'admin-withdrawal', () => bank.waitFor());

    await staff.getByRole('button', { name: 'Mark paid' }).click();
    const dialog = staff.getByRole('dialog', { name: `Mark ${withdrawal.number} paid` });
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await dialog.getByText('Enter the payout reference from the bank').waitFor();
    await field(staff, 'Payout reference').fill('MBB-PAYOUT-7788');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await dialog.waitFor({ state: 'detached' });
    await staff.getByText(/^Paid .* with reference MBB-PAYOUT-7788\.$/).waitFor();

    // The queue no longer holds it; the paid tab does.
    await staff.getByRole('link', { name: 'Withdrawal queue' }).click();
    await staff.getByText('Nothing waiting: every withdrawal request has been handled.').waitFor();
    await staff.getByRole('tab', { name: 'Paid' }).click();
    await staff
      .getByRole('list', { name: 'Paid withdrawals' })
      .getByRole('link', { name: new RegExp(withdrawal.number) })
      .waitFor();
  });

  test('a second decision on a decided withdrawal is refused clearly', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    const person = await registerVerified(page, run.server);
    const withdrawal = await pendingWithdrawal(page, run.admin, person.password, '50.00');

    // Two members of staff open the same request.
    const staff = await openStaffPage(run.browser, run.server);
    const colleague = await openStaffPage(run.browser, run.server);
    for (const desk of [staff, colleague]) {
      await desk.goto(`/admin/withdrawals/${withdrawal.id}`);
      await heading(desk, `Withdrawal ${withdrawal.number}`).waitFor();
    }
    // The colleague pays it first.
    await colleague.getByRole('button', { name: 'Mark paid' }).click();
    await field(colleague, 'Payout reference').fill('OTHER-DESK-1');
    await colleague
      .getByRole('dialog', { name: `Mark ${withdrawal.number} paid` })
      .getByRole('button', { name: 'Mark paid' })
      .click();
    await colleague.getByText(/with reference OTHER-DESK-1\./).waitFor();

    await staff.getByRole('button', { name: 'Reject' }).click();
    const dialog = staff.getByRole('dialog', { name: `Reject ${withdrawal.number}` });
    await field(staff, 'Reason').fill('The account name does not match.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    // The page turns to the state as it now is and says why the rejection did not happen.
    await staff.getByTestId('decision-conflict').getByText('Already decided').waitFor();
    await staff.getByText(/with reference OTHER-DESK-1\./).waitFor();
    expect(await staff.getByRole('button', { name: 'Reject' }).count()).toBe(0);
  });
});
