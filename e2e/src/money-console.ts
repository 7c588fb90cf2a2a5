import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, type AdminApi } from './admin.ts';
import { openPage } from './browser.ts';
import { fileIn, noisyRow, ONE_PAGE_PDF, png } from './files.ts';
import { approveKycThroughApi } from './kyc.ts';
import { creditFund, GRACE_BANK } from './money.ts';
import { signIn } from './people.ts';
import type { RunningServer } from './server.ts';

/** A page of its own (own cookies) signed in as ADMIN, on the dashboard. */
export async function openStaffPage(browser: Browser, server: RunningServer): Promise<Page> {
  const { page } = await openPage(browser, server.baseUrl);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByTestId('header-balance').waitFor();
  return page;
}

/**
 * A screenshot of a payment as a real RGB PNG written into `dir`: a banner over random pixels,
 * which do not compress, so a `size` of 700 (about 1.5 MB) takes a moment to upload.
 */
export function paymentScreenshot(dir: string, size: number): string {
  const bytes = png(size, (row, width) =>
    row < width / 4 ? Buffer.alloc(width * 3, 0x2e) : noisyRow(row, width),
  );
  return fileIn(dir, 'transfer.png', bytes);
}

/** A minimal one-page PDF receipt written into `dir`. */
export function paymentPdf(dir: string): string {
  return fileIn(dir, 'receipt.pdf', ONE_PAGE_PDF);
}

/**
 * Gives the person signed in on `page` a pending withdrawal of `amount` from the wallet,
 * through the API the withdrawal screens use (withdrawals.e2e.test.ts walks through them):
 * approved KYC, a funded wallet, saved bank details, then the request.
 */
export async function pendingWithdrawal(
  page: Page,
  admin: AdminApi,
  password: string,
  amount: string,
): Promise<{ id: string; number: string }> {
  await approveKycThroughApi(page, admin);
  await creditFund(page, admin, 'wallet', amount);
  const origin = new URL(page.url()).origin;
  const bank = await page.request.put('/api/bank', {
    headers: { Origin: origin },
    data: { ...GRACE_BANK, password },
  });
  if (!bank.ok()) throw new Error(`PUT /api/bank: ${bank.status()} ${await bank.text()}`);
  return requestWithdrawal(page, amount);
}

/** The signed-in person, who may withdraw already, asks to withdraw `amount` from the wallet. */
export async function requestWithdrawal(
  page: Page,
  amount: string,
): Promise<{ id: string; number: string }> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/withdrawals', {
    headers: { Origin: origin, 'Idempotency-Key': randomUUID() },
    data: { source: 'wallet', amount },
  });
  if (!response.ok()) {
    throw new Error(`POST /api/withdrawals: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as { id: string; number: string };
}
