import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signedInUserId } from '../src/admin.ts';
import { openPage } from '../src/browser.ts';
import { approveKycThroughApi } from '../src/kyc.ts';
import { creditFund, GRACE_BANK } from '../src/money.ts';
import { openStaffPage } from '../src/money-console.ts';
import { field, registerVerified } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

const banner = (page: Page) => page.getByRole('region', { name: 'Staff access' });

describe('Staff access as a user', () => {
  test('an admin opens a one-time link in another browser, sees the banner, cannot withdraw, and Stop ends it', async () => {
    // A person who could withdraw: approved KYC, money in the wallet, bank details saved.
    const { page: personPage } = await openPage(run.browser, run.server.baseUrl);
    const person = await registerVerified(personPage, run.server);
    await approveKycThroughApi(personPage, run.admin);
    await creditFund(personPage, run.admin, 'wallet', '300.00');
    const bank = await personPage.request.put('/api/bank', {
      headers: { Origin: run.server.baseUrl },
      data: { ...GRACE_BANK, password: person.password },
    });
    expect(bank.status()).toBe(200);
    const userId = await signedInUserId(personPage);

    // The admin issues the link from the console's user page.
    const staff = await openStaffPage(run.browser, run.server);
    await staff.goto(`/admin/users/${userId}`);
    await staff.getByRole('button', { name: 'Sign in as this user' }).click();
    const dialog = staff.getByRole('dialog', { name: `Sign in as @${person.userName}` });
    const linkField = dialog.getByLabel('Staff-access link');
    await expect.poll(() => linkField.inputValue()).toContain(`/login-admin/${person.userName}/`);
    const link = await linkField.inputValue();
    await expect
      .poll(() => dialog.getByTestId('staff-access-countdown').textContent())
      .toMatch(/Expires in [45]:\d\d/);
    await checkScreen(staff, 'console-staff-access-link', async () => {
      // A reload closes the dialog: the screenshot is of a second link, never used.
      if (!(await dialog.isVisible())) {
        await staff.getByRole('button', { name: 'Sign in as this user' }).click();
      }
      await dialog.getByLabel('Staff-access link').waitFor();
    });

    // Opened in another browser: the token leaves the address bar, and the banner says whose
    // account this is.
    const { page: viewer } = await openPage(run.browser, run.server.baseUrl);
    await viewer.goto(link);
    await banner(viewer).waitFor();
    expect(await banner(viewer).textContent()).toContain(`Viewing as @${person.userName}`);
    const token = link.split('/').pop() ?? '';
    expect(viewer.url()).not.toContain(token);
    expect(await viewer.evaluate(() => window.location.pathname)).not.toContain(token);
    // The person's own chat is theirs: staff viewing as them answer from the inbox instead.
    await personPage.getByRole('button', { name: /^Open live chat/ }).waitFor();
    expect(await viewer.getByRole('button', { name: /live chat/ }).count()).toBe(0);

    // A withdrawal is refused in the staff session, in words that say why.
    await viewer.goto('/withdrawal');
    await field(viewer, 'Amount (USD)').fill('100');
    await viewer.getByRole('button', { name: 'Continue' }).click();
    await viewer
      .getByRole('dialog', { name: 'Confirm withdrawal' })
      .getByRole('button', { name: 'Confirm withdrawal' })
      .click();
    await viewer
      .getByText(/staff access/i)
      .first()
      .waitFor();
    expect(await viewer.getByRole('alert').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/staff access/i)]),
    );
    const balance = await personPage.request.get('/api/me');
    expect(((await balance.json()) as { balance: string }).balance).toBe('300.00');
    await checkScreen(viewer, 'staff-access-banner', () => banner(viewer).waitFor());

    // The link worked once: opened again, it is refused with a page that says so.
    const { page: again } = await openPage(run.browser, run.server.baseUrl);
    await again.goto(link);
    await again.getByRole('heading', { name: 'This staff-access link cannot be used' }).waitFor();
    expect(await again.getByTestId('header-balance').count()).toBe(0);
    await checkScreen(again, 'staff-access-link-refused', () =>
      again.getByRole('heading', { name: 'This staff-access link cannot be used' }).waitFor(),
    );

    // Stop ends the staff session; the person's own session goes on.
    await banner(viewer).getByRole('button', { name: 'Stop' }).click();
    await viewer.waitForURL('**/login');
    expect((await viewer.request.get('/api/me')).status()).toBe(401);
    expect((await personPage.request.get('/api/me')).status()).toBe(200);

    // The person sees the access in their sign-in history.
    await personPage.goto('/security');
    await personPage.getByText('Staff access').first().waitFor();
  });
});
