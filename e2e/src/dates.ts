import type { Page } from 'playwright-core';

/** A date field (MUI X's: one labelled group of spinbuttons) by its label. */
export const dayField = (page: Page, label: string | RegExp) =>
  page.getByRole('group', { name: label, exact: typeof label === 'string' });

/** What a date field shows: its parts, without the invisible marks that keep them in order. */
export const shownDay = (page: Page, label: string | RegExp) => async () => {
  const parts = await dayField(page, label).getByRole('spinbutton').allInnerTexts();
  return parts.map((part) => part.replace(/[\u2066-\u2069\u200e\u200f]/g, '').trim()).join(' ');
};

/**
 * Types a day (given as YYYY-MM-DD) into a date field as a keyboard user does: the day, the
 * month's number and the year, each part moving on to the next once it is whole.
 */
export async function typeDay(page: Page, label: string | RegExp, isoDay: string): Promise<void> {
  const [year = '', month = '', day = ''] = isoDay.split('-');
  await dayField(page, label).getByRole('spinbutton', { name: 'Day' }).click();
  for (const part of [day, month, year]) await page.keyboard.type(part);
}
