import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signedInUserId } from '../src/admin.ts';
import { openPage } from '../src/browser.ts';
import {
  addBankMethod,
  approveDepositThroughApi,
  issueDepositThroughApi,
} from '../src/deposits.ts';
import { openStaffPage } from '../src/money-console.ts';
import { newPerson, register, registerVerified, verifyFromMail } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

const card = (page: Page, title: string) => page.getByRole('region', { name: title });
const bellLabel = (page: Page) =>
  page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).getAttribute('aria-label');

describe('Referrals', () => {
  test('a friend joins through the copied link; staff clear the flag and approve a deposit; the referrer is paid live', async () => {
    // A copies their link from /refferals.
    const { context: referrerContext, page: referrer } = await openPage(
      run.browser,
      run.server.baseUrl,
    );
    await referrerContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    const alice = await registerVerified(referrer, run.server);
    await referrer.goto('/refferals');
    await referrer.getByRole('heading', { level: 1, name: 'Referrals' }).waitFor();
    await referrer.getByText(/No one has joined with your link yet/).waitFor();
    await referrer.getByRole('button', { name: 'Copy link' }).click();
    await referrer.getByRole('button', { name: 'Copied' }).waitFor();
    const link = await referrer.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${run.server.baseUrl}/register/${alice.userName}`);
    expect(await referrer.getByRole('textbox', { name: 'Referral link' }).inputValue()).toBe(link);
    await referrer.getByRole('img', { name: 'QR code of your referral link' }).waitFor();

    // B opens it: the code is filled in and recognised; B registers and verifies.
    const { page: friend } = await openPage(run.browser, run.server.baseUrl);
    const bob = { ...newPerson(), fullName: 'Bob Referred' };
    await friend.goto(new URL(link).pathname);
    await friend
      .getByText(`Referral code found: you were invited by @${alice.userName}.`)
      .waitFor();
    await register(friend, bob, 'USD', new URL(link).pathname);
    await verifyFromMail(friend, run.server, bob);

    // Both signed up from this machine's address: staff see the flag with its evidence and clear it.
    const staff = await openStaffPage(run.browser, run.server);
    await staff.goto('/admin/referrals');
    await staff.getByRole('heading', { level: 1, name: 'Referrals' }).waitFor();
    const flagged = staff.getByTestId('flagged-referral').filter({ hasText: bob.fullName });
    await flagged.waitFor();
    expect(await flagged.innerText()).toMatch(/Same IP/);
    await checkScreen(staff, 'admin-referrals', () => flagged.waitFor());
    await flagged.getByRole('button', { name: `Approve the referral of ${bob.fullName}` }).click();
    const approve = staff.getByRole('dialog', { name: `Approve the referral of ${bob.fullName}?` });
    await approve.getByRole('button', { name: 'Approve and pay', exact: true }).click();
    await staff.getByText(`The referral of ${bob.fullName} is approved.`).waitFor();
    await expect.poll(() => flagged.count()).toBe(0);

    // B asks for a 1,000.00 USD invoice; A watches the dashboard, B too.
    const methodId = await addBankMethod(run.admin);
    const deposit = await issueDepositThroughApi(friend, run.server, methodId, '1000.00');
    await referrer.goto('/');
    await expect.poll(() => card(referrer, 'Bonus fund').innerText()).toMatch(/0\.00\s*USD/);
    await expect.poll(() => bellLabel(friend)).toBe('Notifications, 0 unread');

    await approveDepositThroughApi(run.admin, deposit.id);

    // A's bonus fund rises by 5% by itself; B's bell rings by itself.
    await expect.poll(() => card(referrer, 'Bonus fund').innerText()).toMatch(/50\.00\s*USD/);
    await expect.poll(() => bellLabel(friend)).toBe('Notifications, 1 unread');
    await friend.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const notice = friend
      .getByRole('dialog', { name: 'Notifications' })
      .getByTestId('notification-item');
    expect(await notice.innerText()).toMatch(new RegExp(`${deposit.number}.*approved`, 'i'));
    await notice.getByRole('link').click();
    await friend.waitForURL(`**/invoice-balance/${deposit.id}`);

    // A's /refferals lists B (masked) and the paid commission.
    await referrer.goto('/refferals');
    const person = referrer.getByTestId('referred-person');
    await expect.poll(() => person.count()).toBe(1);
    const masked = `${bob.email.slice(0, 2)}***@example.com`;
    expect(await person.innerText()).toContain(masked);
    expect(await person.innerText()).not.toContain(bob.email);
    const commission = referrer.getByTestId('referral-commission');
    await expect.poll(() => commission.count()).toBe(1);
    expect(await commission.innerText()).toMatch(/1,000\.00[\s\S]*50\.00/);
    expect(await commission.getByTestId('commission-status').innerText()).toBe('Paid');
    expect(await referrer.getByTestId('referral-earned').innerText()).toMatch(/50\.00\s*USD/);
    expect(await referrer.getByTestId('referral-people').innerText()).toBe('1');
    await checkScreen(referrer, 'referrals', () => commission.first().waitFor());

    // The console's page of A names B among the people A referred, and the paid commission.
    await staff.goto(`/admin/users/${await signedInUserId(referrer)}`);
    const referred = staff.getByTestId('referred-person');
    await expect.poll(() => referred.count()).toBe(1);
    expect(await referred.innerText()).toMatch(new RegExp(`${bob.fullName}[\\s\\S]*Level 1`));
    const earned = staff.getByTestId('user-commission');
    await expect.poll(() => earned.count()).toBe(1);
    expect(await earned.innerText()).toMatch(/50\.00[\s\S]*Paid/);
    await checkScreen(staff, 'admin-user-referrals', () => earned.first().waitFor());
    // Three browsers and three screens checked in both themes: a minute on a quiet host, five
    // on a host at a load of 15 (seen on 27 Nov 2026), more than the suite's default allows.
  }, 600_000);
});
