import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../src/browser.ts';
import { creditFund } from '../src/money.ts';
import { openStaffPage, pendingWithdrawal, requestWithdrawal } from '../src/money-console.ts';
import { field, registerVerified } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useServerWithAdmin } from '../src/suite.ts';

const run = useServerWithAdmin();

/** Marks the open withdrawal paid from the console with `reference`, and waits for the result. */
async function payAs(desk: Page, number: string, reference: string): Promise<void> {
  await desk.getByRole('button', { name: 'Mark paid' }).click();
  await field(desk, 'Payout reference').fill(reference);
  await desk
    .getByRole('dialog', { name: `Mark ${number} paid` })
    .getByRole('button', { name: 'Mark paid' })
    .click();
  await desk.getByText(new RegExp(`with reference ${reference}\\.`)).waitFor();
}

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

  test('staff see a new withdrawal arrive live and mark it paid, with the payout reference', async () => {
    const staff = await openStaffPage(run.browser, run.server);
    await staff.goto('/admin/withdrawals');
    await heading(staff, 'Withdrawals').waitFor();
    await staff.getByRole('tab', { name: 'Pending', selected: true }).waitFor();
    // A mark on this page: if the page were reloaded, it would be gone.
    await staff.evaluate(() => {
      document.body.dataset.openedBefore = 'yes';
    });

    const { page } = await openPage(run.browser, run.server.baseUrl);
    const person = await registerVerified(page, run.server);
    const withdrawal = await pendingWithdrawal(page, run.admin, person.password, '120.00');

    // The request shows up in the open queue by itself.
    const queue = staff.getByRole('list', { name: 'Pending withdrawals' });
    const row = queue.getByRole('link', { name: new RegExp(withdrawal.number) });
    await row.waitFor();
    expect(await staff.evaluate(() => document.body.dataset.openedBefore)).toBe('yes');
    expect(await staff.getByTestId('queue-total').textContent()).toBe('Pending withdrawals: 1');
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

  test("a colleague's decision shows up live; one made on a stale screen is refused clearly", async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    const person = await registerVerified(page, run.server);
    const first = await pendingWithdrawal(page, run.admin, person.password, '50.00');
    await creditFund(page, run.admin, 'wallet', '30.00');
    const second = await requestWithdrawal(page, '30.00');

    // Two members of staff open the same request; one pays it, the other's screen follows.
    const staff = await openStaffPage(run.browser, run.server);
    const colleague = await openStaffPage(run.browser, run.server);
    for (const desk of [staff, colleague]) {
      await desk.goto(`/admin/withdrawals/${first.id}`);
      await heading(desk, `Withdrawal ${first.number}`).waitFor();
    }
    // The first is halfway through rejecting it when the colleague's payment lands.
    await staff.getByRole('button', { name: 'Reject' }).click();
    await field(staff, 'Reason').fill('The account name does not match.');
    await payAs(colleague, first.number, 'OTHER-DESK-1');
    await staff.getByText(/with reference OTHER-DESK-1\./).waitFor();
    await staff
      .getByTestId('decided-elsewhere')
      .getByText('Decided while you were on it')
      .waitFor();
    expect(await staff.getByRole('dialog').count()).toBe(0);
    expect(await staff.getByRole('button', { name: 'Reject' }).count()).toBe(0);

    // A screen that misses the news (a dropped connection) still offers Reject: the server
    // refuses it and the page turns to the state as it now is, saying why.
    const stale = await openStaffPage(run.browser, run.server);
    await stale.routeWebSocket(/\/api\/ws$/, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (!String(message).includes('"type":"queue"')) socket.send(message);
      });
    });
    await stale.goto(`/admin/withdrawals/${second.id}`);
    await heading(stale, `Withdrawal ${second.number}`).waitFor();
    await colleague.goto(`/admin/withdrawals/${second.id}`);
    await payAs(colleague, second.number, 'OTHER-DESK-2');

    await stale.getByRole('button', { name: 'Reject' }).click();
    const dialog = stale.getByRole('dialog', { name: `Reject ${second.number}` });
    await field(stale, 'Reason').fill('The account name does not match.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await stale.getByTestId('decision-conflict').getByText('Already decided').waitFor();
    await stale.getByText(/with reference OTHER-DESK-2\./).waitFor();
    expect(await stale.getByRole('button', { name: 'Reject' }).count()).toBe(0);
  });
});
