import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type AdminApi, signedInUserId } from './admin.ts';
import { approveKycThroughApi } from './kyc.ts';

/** "10,000.00 USD", "+1.23 USD", "−0.40" -> cents. */
export function cents(text: string): bigint {
  const match = /([+\u2212-]?)([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`No amount in "${text}"`);
  const [, sign, whole = '0', fraction = '00'] = match;
  const value = BigInt(whole.replaceAll(',', '')) * 100n + BigInt(fraction);
  return sign === '-' || sign === '\u2212' ? -value : value;
}

/**
 * Staff make the person signed in on `page` a Real trader through the API: KYC approved, Real
 * trading on, and `wallet` (e.g. '1000.00') credited to the wallet.
 */
export async function becomeRealTrader(page: Page, admin: AdminApi, wallet: string): Promise<void> {
  await approveKycThroughApi(page, admin);
  const userId = await signedInUserId(page);
  await admin.setUserTrading(userId, true);
  await admin.adjust(userId, {
    account: 'wallet',
    direction: 'credit',
    amount: wallet,
    reason: 'Trading float for the e2e test',
  });
}

/**
 * The trade screen has its first price: its Buy button, disabled and grey until then, is enabled
 * and its fade to green has run. After a reload the price comes once the page is taken over;
 * axe run during the fade measures white text on the grey.
 */
export async function tradeScreenPriced(page: Page, base: string): Promise<void> {
  const buy = page.getByRole('button', { name: `Buy ${base}`, exact: true });
  await expect.poll(() => buy.isEnabled()).toBe(true);
  await expect.poll(() => buy.evaluate((button) => button.getAnimations().length)).toBe(0);
}

export const openRows = (page: Page) => page.getByTestId('open-position');
export const closedRows = (page: Page) => page.getByTestId('closed-position');

/** On On Trade: closes the first position listed, after its confirmation; its number. */
export async function closeFirstOpenPosition(page: Page): Promise<string> {
  const number = /POS-\d+/.exec(await openRows(page).first().innerText())?.[0];
  if (!number) throw new Error('No position number on the first open position');
  await page.getByRole('button', { name: `Close ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Close ${number}?` });
  await dialog.getByRole('button', { name: 'Close position' }).click();
  await dialog.waitFor({ state: 'detached' });
  return number;
}
