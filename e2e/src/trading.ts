import type { Page } from 'playwright-core';

/** "10,000.00 USD", "+1.23 USD", "−0.40" -> cents. */
export function cents(text: string): bigint {
  const match = /([+\u2212-]?)([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`No amount in "${text}"`);
  const [, sign, whole = '0', fraction = '00'] = match;
  const value = BigInt(whole.replaceAll(',', '')) * 100n + BigInt(fraction);
  return sign === '-' || sign === '\u2212' ? -value : value;
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
