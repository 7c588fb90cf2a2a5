import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPage, throttleUploads } from '../src/browser.ts';
import { openStaffPage, paymentPdf, paymentScreenshot } from '../src/money-console.ts';
import { field, registerVerified } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useServerWithAdmin } from '../src/suite.ts';

const run = useServerWithAdmin();
let filesDir: string;

beforeAll(() => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'kapital-deposit-files-'));
});

afterAll(() => {
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });
const headerBalance = (page: Page) => page.getByTestId('header-balance');
const statusNote = (page: Page) =>
  page.getByTestId('deposit-status-note').locator('.MuiAlertTitle-root');

/** Picks the proof through the system's file chooser, as a person does. */
async function chooseProof(page: Page, file: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: /Choose file|Replace file/ }).click(),
  ]);
  await chooser.setFiles(file);
}

/** On /add-balance: picks the method, types the amount and asks for the invoice; returns its id. */
async function issueInvoice(page: Page, method: string, amount: string): Promise<string> {
  await page.goto('/add-balance');
  await heading(page, 'Add Balance').waitFor();
  await page.getByRole('radio', { name: new RegExp(method) }).check();
  await field(page, 'Amount').fill(amount);
  await page.getByRole('button', { name: 'Get the invoice' }).click();
  await page.waitForURL(/\/invoice-balance\/[^/]+$/);
  await heading(page, 'Balance Invoice').waitFor();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

async function invoiceNumber(page: Page): Promise<string> {
  const number = await page
    .getByRole('article')
    .getByText(/^DEP-\d+$/)
    .textContent();
  return number ?? '';
}

describe('Add balance', () => {
  test('staff add a bank method; a person pays, uploads proof, staff approve, the balance rises live', async () => {
    // Staff set up the way to pay, in the console.
    const staff = await openStaffPage(run.browser, run.server);
    await staff.goto('/admin/payment-methods');
    await heading(staff, 'Payment methods').waitFor();
    await staff.getByText('No payment methods yet').waitFor();
    await staff.getByRole('button', { name: 'New payment method' }).click();
    const dialog = staff.getByRole('dialog', { name: 'New payment method' });
    await dialog.getByRole('button', { name: 'Add method' }).click();
    // The contract's own messages, beside their fields.
    await dialog.getByText('Give the method a name users will recognise').waitFor();
    await dialog.getByText('Enter the bank name').waitFor();
    await field(staff, 'Name users see').fill('Maybank transfer');
    await field(staff, 'Bank name').fill('Maybank Berhad');
    await field(staff, 'Account holder').fill('Kapital Sdn Bhd');
    await field(staff, 'Account number').fill('5140 9988 7766');
    await field(staff, 'Minimum').fill('20');
    await field(staff, 'Maximum').fill('10');
    await dialog.getByRole('button', { name: 'Add method' }).click();
    await dialog.getByText('The maximum must be at least the minimum').waitFor();
    await field(staff, 'Maximum').fill('5000');
    await dialog.getByRole('button', { name: 'Add method' }).click();
    await dialog.waitFor({ state: 'detached' });
    const methodRow = staff.getByTestId('payment-method-row');
    await expect.poll(() => methodRow.count()).toBe(1);
    expect(await methodRow.textContent()).toContain('20.00 USD to 5,000.00 USD');
    await checkScreen(staff, 'admin-payment-methods', () => methodRow.waitFor());

    // A person asks for an invoice: the method's limits are checked beside the amount.
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    await page.goto('/add-balance');
    await heading(page, 'Add Balance').waitFor();
    await checkScreen(page, 'add-balance', () =>
      page.getByRole('radio', { name: /Maybank transfer/ }).waitFor(),
    );
    // The only method is chosen already.
    expect(await page.getByRole('radio', { name: /Maybank transfer/ }).isChecked()).toBe(true);
    await field(page, 'Amount').fill('6000');
    await page.getByRole('button', { name: 'Get the invoice' }).click();
    await page.getByText('The maximum for this method is 5,000.00 USD').waitFor();
    await field(page, 'Amount').fill('250');
    await page.getByRole('button', { name: 'Get the invoice' }).click();

    // The invoice: what to pay, where to, and the reference, each with a copy button.
    await page.waitForURL(/\/invoice-balance\/[^/]+$/);
    await heading(page, 'Balance Invoice').waitFor();
    await expect.poll(() => statusNote(page).textContent()).toBe('Awaiting your payment');
    const instructions = page.getByTestId('payment-instructions');
    expect(await instructions.textContent()).toContain('5140 9988 7766');
    expect(await instructions.textContent()).toContain('250.00 USD');
    await page.getByRole('button', { name: 'Copy account number' }).waitFor();
    await page.getByRole('button', { name: 'Copy reference' }).waitFor();
    const number = await invoiceNumber(page);
    expect(number).toMatch(/^DEP-\d{6}$/);
    await checkScreen(page, 'balance-invoice-pending', () => statusNote(page).waitFor());

    // A file that is not an image or a PDF is refused before any upload.
    const notAnImage = path.join(filesDir, 'notes.png');
    writeFileSync(notAnImage, 'just some text');
    await chooseProof(page, notAnImage);
    await page.getByText('Use a JPEG, PNG, WebP or PDF file').waitFor();

    // The proof goes up with a progress bar, then the invoice waits for review.
    await chooseProof(page, paymentScreenshot(filesDir, 700));
    await page.getByRole('img', { name: 'Preview of your proof of payment' }).waitFor();
    await field(page, 'Transaction reference (optional)').fill('MBB-TRX-778899');
    // A slow connection, so that the progress bar stays on screen long enough to be seen.
    const restoreUploads = await throttleUploads(page, 200 * 1024);
    await page.getByRole('button', { name: 'Upload proof' }).click();
    await page.getByRole('progressbar', { name: 'Uploading the proof' }).waitFor();
    await restoreUploads();
    await expect.poll(() => statusNote(page).textContent()).toBe('Waiting for review');
    expect(await page.getByRole('progressbar', { name: 'Uploading the proof' }).count()).toBe(0);
    await page.getByText('MBB-TRX-778899').waitFor();
    await checkScreen(page, 'balance-invoice-submitted', () => statusNote(page).waitFor());

    // Staff find it in the queue, see the proof and approve.
    await staff.goto('/admin/deposits');
    await heading(staff, 'Deposits').waitFor();
    const row = staff.getByRole('list', { name: 'Submitted deposits' }).getByRole('link', {
      name: new RegExp(number),
    });
    await row.waitFor();
    expect(await row.textContent()).toContain('Proof attached');
    await checkScreen(staff, 'admin-deposits', () =>
      staff.getByRole('list', { name: 'Submitted deposits' }).waitFor(),
    );
    await row.click();
    await heading(staff, `Deposit ${number}`).waitFor();
    await staff.getByRole('img', { name: `Proof of payment for ${number}` }).waitFor();
    expect(await staff.getByText('MBB-TRX-778899').count()).toBe(1);
    await checkScreen(staff, 'admin-deposit', () =>
      staff.getByRole('img', { name: `Proof of payment for ${number}` }).waitFor(),
    );
    await staff.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = staff.getByRole('dialog', { name: `Approve ${number}?` });
    await confirm.getByRole('button', { name: 'Approve and credit' }).click();
    await staff.getByText(/^Approved .*250\.00 USD credited to the wallet\.$/).waitFor();

    // The person's open invoice and header balance follow without a reload.
    await expect.poll(() => headerBalance(page).textContent()).toBe('250.00 USD');
    await expect.poll(() => statusNote(page).textContent()).toBe('Approved');
    expect(await page.getByTestId('deposit-status-note').textContent()).toContain(
      '250.00 USD was credited to your wallet',
    );
    await checkScreen(page, 'balance-invoice-approved', () => statusNote(page).waitFor());

    // The index lists it, approved, under the prompt.
    await page.goto('/invoice-balance');
    await heading(page, 'Balance Invoice').waitFor();
    await page.getByText('Select an invoice').waitFor();
    const listed = page.getByRole('list', { name: 'Deposit invoices' }).getByRole('link');
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.textContent()).toContain(number);
    expect(await listed.textContent()).toContain('Approved');
    await checkScreen(page, 'balance-invoices', () =>
      page.getByRole('list', { name: 'Deposit invoices' }).waitFor(),
    );
    // Seven screens, each shot at two sizes in two themes with SCREENSHOTS=1, take a while.
  }, 240_000);

  test('a crypto invoice shows a QR code; staff reject the proof with a reason the person reads', async () => {
    await run.admin.createPaymentMethod({
      label: 'USDT on TRC20',
      instructions: {
        kind: 'crypto',
        asset: 'USDT',
        network: 'TRC20',
        address: 'TQ1bQjm2Ww3d5m9nMZr6cXzV3K8oNf6Y4a',
      },
      min: '10.00',
      max: '100000.00',
      active: true,
    });
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server, 'MYR');
    await page.goto('/add-balance');
    await heading(page, 'Add Balance').waitFor();
    await page.getByRole('radio', { name: /USDT on TRC20/ }).check();
    await field(page, 'Amount').fill('100');
    // The amount in the person's own currency, beside the USD they type.
    await expect
      .poll(() => page.getByTestId('local-amount').textContent())
      .toMatch(/≈ [\d,.]+ MYR/);

    const depositId = await issueInvoice(page, 'USDT on TRC20', '100');
    await page.getByRole('img', { name: 'QR code of the USDT address on TRC20' }).waitFor();
    expect(await page.getByTestId('payment-instructions').textContent()).toContain(
      'TQ1bQjm2Ww3d5m9nMZr6cXzV3K8oNf6Y4a',
    );
    const number = await invoiceNumber(page);
    await checkScreen(page, 'balance-invoice-crypto', () =>
      page.getByRole('img', { name: 'QR code of the USDT address on TRC20' }).waitFor(),
    );

    await chooseProof(page, paymentPdf(filesDir));
    await page.getByRole('img', { name: 'PDF document' }).waitFor();
    await page.getByRole('button', { name: 'Upload proof' }).click();
    await expect.poll(() => statusNote(page).textContent()).toBe('Waiting for review');

    // Staff open it straight from its address: the PDF proof is a link; they reject with a reason.
    const staff = await openStaffPage(run.browser, run.server);
    await staff.goto(`/admin/deposits/${depositId}`);
    await heading(staff, `Deposit ${number}`).waitFor();
    await staff.getByRole('link', { name: 'Open the proof (PDF)' }).waitFor();
    await staff.getByRole('button', { name: 'Reject' }).click();
    const dialog = staff.getByRole('dialog', { name: `Reject ${number}` });
    await field(staff, 'Reason').fill('no');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Give a reason of at least 3 characters').waitFor();
    await field(staff, 'Reason').fill('The transaction hash shows 90 USDT, not 100.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.waitFor({ state: 'detached' });
    await staff.getByText(/^Rejected .*: The transaction hash shows 90 USDT, not 100\.$/).waitFor();

    // The person's invoice turns to rejected with the reason, live; nothing was credited.
    await expect.poll(() => statusNote(page).textContent()).toBe('Not approved');
    await page.getByText('The transaction hash shows 90 USDT, not 100.').waitFor();
    expect(await headerBalance(page).textContent()).toMatch(/^0\.00 /);
    await checkScreen(page, 'balance-invoice-rejected', () => statusNote(page).waitFor());
  });

  test('a person cancels an invoice they will not pay', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    await issueInvoice(page, 'Maybank transfer', '30');
    await page.getByRole('button', { name: 'Cancel invoice' }).click();
    const dialog = page.getByRole('dialog', { name: /^Cancel invoice DEP-\d+\?$/ });
    await dialog.getByRole('button', { name: 'Cancel invoice' }).click();
    await expect.poll(() => statusNote(page).textContent()).toBe('Cancelled');
    expect(await page.getByRole('button', { name: 'Upload proof' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel invoice' }).count()).toBe(0);
  });

  test('says what is wrong with an amount, and takes thousands separators', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    await page.goto('/add-balance');
    await heading(page, 'Add Balance').waitFor();
    // Maybank transfer, from the first test: 20.00 to 5,000.00 USD.
    await page.getByRole('radio', { name: /Maybank transfer/ }).check();
    const amount = field(page, 'Amount');
    const submit = page.getByRole('button', { name: 'Get the invoice' });
    for (const [typed, message] of [
      ['abc', 'Enter a number'],
      ['-5', 'Enter an amount above zero'],
      ['0', 'Enter an amount above zero'],
      ['12.345', 'At most two decimals'],
      ['1,00', 'Put commas only between groups of three digits, as in 1,000.50'],
      ['1,000,000', 'The maximum for this method is 5,000.00 USD'],
      ['19.99', 'The minimum for this method is 20.00 USD'],
    ] as const) {
      await amount.fill(typed);
      await submit.click();
      const shown = page.getByText(message, { exact: true });
      await shown.waitFor();
      // The message is the field's description, read out with it.
      expect(await amount.getAttribute('aria-describedby'), typed).toBe(
        await shown.getAttribute('id'),
      );
      expect(new URL(page.url()).pathname, typed).toBe('/add-balance');
    }

    // "1,000.50" as typed is the invoice's 1,000.50 USD.
    await amount.fill('1,000.50');
    await submit.click();
    await page.waitForURL(/\/invoice-balance\/[^/]+$/);
    await heading(page, 'Balance Invoice').waitFor();
    expect(await page.getByTestId('payment-instructions').textContent()).toContain('1,000.50 USD');
  });
});
