import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../src/browser.ts';
import { fillBankForm, GRACE_BANK } from '../src/money.ts';
import { registerVerified } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

const heading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Bank Account', exact: true });

describe('Bank details', () => {
  test('a person saves, then changes, their bank account and withdrawals pause', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    const person = await registerVerified(page, run.server);
    await page.goto('/data-bank');
    await heading(page).waitFor();
    await page.getByTestId('bank-empty').waitFor();
    await checkScreen(page, 'bank-empty', () => page.getByTestId('bank-empty').waitFor());

    // Bad fields are named beside each field; nothing is sent.
    await page.getByRole('button', { name: 'Save bank account' }).click();
    await page.getByText('Enter the bank name').waitFor();
    await page.getByText('Enter your password').waitFor();

    // A wrong password is refused beside the password field.
    await fillBankForm(page, GRACE_BANK, 'not-my-password-at-all');
    await page.getByText('The password is not right').waitFor();
    expect(await page.getByTestId('bank-current').count()).toBe(0);

    // The first save does not pause withdrawals.
    await fillBankForm(page, GRACE_BANK, person.password);
    const current = page.getByTestId('bank-current');
    await current.getByText('514012345678').waitFor();
    await page.getByText('Bank account saved.', { exact: true }).waitFor();
    expect(await page.getByTestId('bank-cooldown').count()).toBe(0);

    // A change does, and says until when, before and after saving.
    await page.getByText('Changing your bank account pauses withdrawals for 24 hours').waitFor();
    await fillBankForm(page, { ...GRACE_BANK, accountNumber: 'MY12 3456 7890' }, person.password);
    await current.getByText('MY1234567890').waitFor();
    await page.getByText('Bank account saved. Withdrawals are paused for 24 hours.').waitFor();
    const cooldown = page.getByTestId('bank-cooldown');
    await expect
      .poll(() => cooldown.textContent())
      .toMatch(/^Withdrawals reopen on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
    await checkScreen(page, 'bank-saved', () => cooldown.waitFor());

    // The withdrawal form names the pause with its end and a way to the bank page.
    await page.goto('/withdrawal');
    const blockers = page.getByTestId('withdrawal-blockers');
    await blockers.getByText(/Withdrawals reopen on/).waitFor();
    await blockers.getByRole('link', { name: 'View your bank account' }).click();
    await page.waitForURL('**/data-bank');
  });
});
