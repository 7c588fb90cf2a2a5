import { describe, expect, test } from 'vitest';
import { signedInUserId } from '../src/admin.ts';
import { markLoadedPage, openPage } from '../src/browser.ts';
import { registerVerified } from '../src/people.ts';
import { useServerWithAdmin } from '../src/suite.ts';

const run = useServerWithAdmin();

describe('the header balance', () => {
  test("shows the wallet in the user's currency and follows credits and rates live", async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server, 'MYR');
    const userId = await signedInUserId(page);
    const balance = page.getByTestId('header-balance');
    const samePage = await markLoadedPage(page);
    await expect.poll(() => balance.textContent()).toBe('0.00 MYR');
    expect(await page.getByRole('banner').getByText('Free', { exact: true }).isVisible()).toBe(
      true,
    );

    await run.admin.updateSettings({ rateMYR: '4.5' });
    await run.admin.adjust(userId, {
      account: 'wallet',
      direction: 'credit',
      amount: '100.00',
      reason: 'Welcome credit',
    });
    await expect.poll(() => balance.textContent()).toBe('450.00 MYR');

    // A rate change by staff re-converts at once.
    await run.admin.updateSettings({ rateMYR: '4.72' });
    await expect.poll(() => balance.textContent()).toBe('472.00 MYR');

    // So does a debit through the ledger.
    await run.admin.adjust(userId, {
      account: 'wallet',
      direction: 'debit',
      amount: '0.50',
      reason: 'Correction',
    });
    await expect.poll(() => balance.textContent()).toBe('469.64 MYR');
    expect(await samePage()).toBe(true);

    await page.reload();
    await expect.poll(() => balance.textContent()).toBe('469.64 MYR');
    await run.admin.updateSettings({ rateMYR: '4.7' });
  });
});

describe('the live chat button', () => {
  test('opens and closes the Live Chat panel, with the keyboard too', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    const openButton = page.getByRole('button', { name: 'Open live chat' });
    const panel = page.getByRole('dialog', { name: 'Live Chat' });
    const focusedName = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id,
      );

    await openButton.click();
    await panel.waitFor();
    // A newcomer's conversation is empty; focus moved into the panel, to where they write.
    await panel.getByText('Ask us anything: a person from our team answers here.').waitFor();
    await expect
      .poll(() => panel.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await focusedName()).toBe('Open live chat');

    await page.keyboard.press('Enter');
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Close live chat' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await focusedName()).toBe('Open live chat');

    // The floating button closes it too.
    await openButton.click();
    await panel.waitFor();
    await page.getByRole('button', { name: 'Close live chat', expanded: true }).click();
    await panel.waitFor({ state: 'detached' });
  });

  test('disappears and comes back live as staff switch it off and on', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    const samePage = await markLoadedPage(page);
    const openButton = page.getByRole('button', { name: 'Open live chat' });
    await openButton.waitFor();

    await run.admin.updateSettings({ menuContact: false });
    await openButton.waitFor({ state: 'detached' });
    await run.admin.updateSettings({ menuContact: true });
    await openButton.waitFor();
    expect(await samePage()).toBe(true);

    // Off at sign-in, it stays off.
    await run.admin.updateSettings({ menuContact: false });
    await page.reload();
    await page.getByTestId('header-balance').waitFor();
    expect(await openButton.count()).toBe(0);
    await run.admin.updateSettings({ menuContact: true });
    await openButton.waitFor();
  });
});
