import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signedInUserId } from '../src/admin.ts';
import { markLoadedPage, openPage } from '../src/browser.ts';
import { ONE_PAGE_PDF, png } from '../src/files.ts';
import { submitKycAsUser } from '../src/kyc.ts';
import { openStaffPage } from '../src/money-console.ts';
import { field, type Person, registerVerified } from '../src/people.ts';
import { checkScreen, SHOOT } from '../src/screen-check.ts';
import { useServerWithAdmin } from '../src/suite.ts';

const run = useServerWithAdmin();

/** A newcomer signed in, on the dashboard, in a browser of their own. */
async function userPage(currency = 'USD'): Promise<{ page: Page; person: Person }> {
  const { page } = await openPage(run.browser, run.server.baseUrl);
  const person = await registerVerified(page, run.server, currency);
  return { page, person };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

/** From the users list, by searching for the person's username, to their page. */
async function openUser(page: Page, person: Person): Promise<void> {
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(person.userName);
  const link = page.getByRole('link', { name: person.fullName });
  await expect.poll(() => link.count()).toBe(1);
  await link.click();
  await expect
    .poll(() => page.getByRole('heading', { name: person.fullName, level: 1 }).isVisible())
    .toBe(true);
}

describe('the admin console', () => {
  test('the admin opens it from the account menu and sees the overview', async () => {
    const page = await openStaffPage(run.browser, run.server);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Admin console' }).click();
    await page.waitForURL('**/admin');
    await expect.poll(() => heading(page, 'Overview').isVisible()).toBe(true);
    const ledger = page.getByTestId('ledger-status');
    await expect.poll(() => ledger.textContent()).toBe('Ledger OK');
    const nav = page.getByRole('navigation', { name: 'Admin console' });
    for (const name of ['Overview', 'Users', 'KYC', 'Settings', 'Audit log']) {
      expect(await nav.getByRole('link', { name }).first().isVisible()).toBe(true);
    }
    await checkScreen(page, 'admin-overview', async () => {
      await ledger.waitFor();
    });

    await nav.getByRole('link', { name: 'Users' }).first().click();
    await expect.poll(() => heading(page, 'Users').isVisible()).toBe(true);
    await checkScreen(page, 'admin-users', async () => {
      await page
        .getByRole('table', { name: 'Users' })
        .or(page.getByRole('list', { name: 'Users' }))
        .first()
        .waitFor();
    });

    await page.goto('/admin/settings');
    await checkScreen(page, 'admin-settings', async () => {
      await field(page, 'Rate MYR').waitFor();
    });
  });

  test('a normal user has no console entry and cannot open /admin', async () => {
    const { page } = await userPage();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin console' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto('/admin');
    await expect.poll(() => heading(page, 'Not allowed').isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Admin console' }).count()).toBe(0);
    await page.goto('/admin/users');
    await expect.poll(() => heading(page, 'Not allowed').isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Users' }).count()).toBe(0);
  });

  test("staff set the MYR rate and a MYR user's open header follows without reload", async () => {
    const { page: user } = await userPage('MYR');
    const balance = user.getByTestId('header-balance');
    await run.admin.adjust(await signedInUserId(user), {
      account: 'wallet',
      direction: 'credit',
      amount: '100.00',
      reason: 'Rate test funds',
    });
    await expect.poll(() => balance.textContent()).toMatch(/^\d+\.\d{2} MYR$/);
    const samePage = await markLoadedPage(user);

    const page = await openStaffPage(run.browser, run.server);
    await page.goto('/admin/settings');
    const rate = field(page, 'Rate MYR');
    await rate.fill('4.1234567');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(() => page.getByText('Enter a positive number with at most six decimals').isVisible())
      .toBe(true);

    await rate.fill('5.25');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => balance.textContent()).toBe('525.00 MYR');
    expect(await samePage()).toBe(true);
    await expect
      .poll(() =>
        page.getByRole('list', { name: 'Rate changes' }).getByText('MYR:').first().textContent(),
      )
      .toContain('5.25');
  });

  test("staff block a user with a reason after confirming, and the user's open page lands on /login with it", async () => {
    const { page: user, person } = await userPage();
    const page = await openStaffPage(run.browser, run.server);
    await openUser(page, person);
    const block = page.getByRole('button', { name: 'Block', exact: true });
    const dialog = page.getByRole('dialog', { name: `Block @${person.userName}?` });

    // Cancelling changes nothing.
    await block.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await block.isVisible()).toBe(true);
    expect(user.url()).not.toContain('/login');

    // The reason is required, and the user is shown it.
    await block.click();
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect
      .poll(() => dialog.getByText('Give the reason the user will read').isVisible())
      .toBe(true);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Card payments disputed');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Unblock', exact: true }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Card payments disputed').isVisible()).toBe(true);

    await user.waitForURL('**/login');
    await expect
      .poll(() => user.getByTestId('sign-out-notice').textContent())
      .toBe(
        'Your account was blocked: Card payments disputed. Contact support to have it unblocked.',
      );

    // The block is in the audit log, found by its action.
    await page
      .getByRole('navigation', { name: 'Admin console' })
      .getByRole('link', { name: 'Audit log' })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Action' }).fill('user.block');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const rows = page.getByRole('table', { name: 'Audit log' }).getByRole('row');
    await expect.poll(() => rows.filter({ hasText: 'user.block' }).count()).toBeGreaterThan(0);
    expect(await rows.filter({ hasText: 'user.unblock' }).count()).toBe(0);
    // The entry reads as a change, naming the person rather than their id.
    const entry = rows.filter({ hasText: `User ${person.fullName}` });
    expect(await entry.count()).toBe(1);
    expect(await entry.getByText('Blocked: No → Yes').isVisible()).toBe(true);
    expect(await entry.getByText('Reason: — → Card payments disputed').isVisible()).toBe(true);
    // A phone shows the entries as cards, not a table: wait for the entry's words.
    await checkScreen(page, 'admin-audit', async () => {
      await page.getByText('Reason: — → Card payments disputed', { exact: true }).first().waitFor();
    });
  });

  test("staff credit a user's wallet with a reason and the user's header rises live", async () => {
    const { page: user, person } = await userPage();
    const balance = user.getByTestId('header-balance');
    await expect.poll(() => balance.textContent()).toBe('0.00 USD');
    const samePage = await markLoadedPage(user);

    const page = await openStaffPage(run.browser, run.server);
    await openUser(page, person);
    await page.getByRole('button', { name: 'Credit or debit' }).click();
    const dialog = page.getByRole('dialog', { name: `Credit or debit @${person.userName}` });
    await dialog.getByRole('textbox', { name: 'Amount (USD)' }).fill('25');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    // The reason is mandatory.
    await expect
      .poll(() => dialog.getByText('Give a reason', { exact: false }).first().isVisible())
      .toBe(true);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Goodwill credit');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(() => balance.textContent()).toBe('25.00 USD');
    expect(await samePage()).toBe(true);
    await expect.poll(() => page.getByTestId('admin-fund-wallet').textContent()).toBe('25.00 USD');
    // The statement line says what it was, in words.
    await expect
      .poll(() => page.getByRole('cell', { name: 'Adjustment by staff: Goodwill credit' }).count())
      .toBe(1);

    // The switch asks first; cancelling leaves the account on Free.
    const toReal = page.getByRole('dialog', { name: `Switch @${person.userName} to Real?` });
    await page.getByRole('switch', { name: 'Free (demo) account' }).click();
    await toReal.getByRole('button', { name: 'Cancel' }).click();
    await toReal.waitFor({ state: 'hidden' });
    expect(await page.getByRole('switch', { name: 'Free (demo) account' }).isChecked()).toBe(false);

    // Real trading needs approved KYC: the server's refusal is shown as it is.
    await page.getByRole('switch', { name: 'Free (demo) account' }).click();
    await toReal.getByRole('button', { name: 'Switch to Real' }).click();
    await expect
      .poll(() =>
        page.getByRole('alert').filter({ hasText: 'Real trading needs approved KYC' }).count(),
      )
      .toBe(1);
    expect(await page.getByRole('switch', { name: 'Free (demo) account' }).isChecked()).toBe(false);

    if (SHOOT) {
      await checkScreen(page, 'admin-user', async () => {
        await page.getByTestId('admin-fund-wallet').waitFor();
        await page
          .getByRole('cell', { name: 'Adjustment by staff: Goodwill credit' })
          .first()
          .waitFor();
      });
    }
  });

  test('staff approve a pending KYC submission in the review page', async () => {
    const { page: user, person } = await userPage();
    await submitKycAsUser(user, {
      legalName: person.fullName,
      idNumber: 'A1234567',
      front: { name: 'front.png', mimeType: 'image/png', buffer: png(64) },
      selfie: { name: 'selfie.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF },
    });

    const page = await openStaffPage(run.browser, run.server);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin console' })
      .getByRole('link', { name: 'KYC' })
      .first()
      .click();
    await expect.poll(() => heading(page, 'KYC review').isVisible()).toBe(true);
    await page
      .getByRole('link', { name: new RegExp(person.fullName) })
      .first()
      .click();
    await expect.poll(() => heading(page, `KYC review: ${person.fullName}`).isVisible()).toBe(true);
    // The image is shown inline, through its authenticated address; the PDF is a link.
    const front = page.getByRole('img', { name: 'Front of the document' });
    await expect
      .poll(() => front.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(64);
    // Each document downloads on its own, so the PDF link may appear after the image.
    await expect
      .poll(() => page.getByRole('link', { name: 'Open the selfie (PDF)' }).isVisible())
      .toBe(true);
    expect(await page.getByText('A1234567').isVisible()).toBe(true);
    // What people read, not what is stored: the date in words, the country and document named.
    for (const text of ['12 Apr 1990', 'Malaysia', 'Passport']) {
      expect(await page.getByText(text, { exact: true }).isVisible()).toBe(true);
    }

    await checkScreen(page, 'admin-kyc-review', async () => {
      await page.getByRole('img', { name: 'Front of the document' }).waitFor();
    });

    // Approving asks first: cancelling leaves the submission pending.
    const confirm = page.getByRole('dialog', { name: `Approve ${person.fullName}'s identity?` });
    await page.getByRole('button', { name: 'Approve' }).click();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await page.getByText(/^Approved /).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Approve' }).isEnabled()).toBe(true);

    await page.getByRole('button', { name: 'Approve' }).click();
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => page.getByText(/^Approved /).isVisible()).toBe(true);
    await expect
      .poll(async () => (await (await user.request.get('/api/kyc')).json()).status)
      .toBe('approved');
  });
});
