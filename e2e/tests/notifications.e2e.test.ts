import { describe, expect, test } from 'vitest';
import { openPage } from '../src/browser.ts';
import { approveKycThroughApi } from '../src/kyc.ts';
import { registerVerified } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

describe('Notifications', () => {
  test('a staff decision rings the bell live; the notice links to its subject and is then read', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 0 unread');

    // Staff approve the identity while the dashboard is open: the bell counts it by itself.
    await approveKycThroughApi(page, run.admin);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    expect(await page.getByTestId('notifications-badge').textContent()).toBe('1');

    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    const item = popover.getByTestId('notification-item');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.getAttribute('data-unread')).toBe('true');
    expect(await item.textContent()).toMatch(/identity/i);
    await checkScreen(page, 'notifications-popover', async () => {
      if (!(await popover.isVisible())) await bell.click();
      await item.first().waitFor();
    });

    await item.getByRole('link').click();
    await page.waitForURL('**/kyc-user');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 0 unread');

    await page.goto('/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const listed = page.getByTestId('notification-item');
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.getAttribute('data-unread')).toBe('false');
    await checkScreen(page, 'notifications', () => listed.first().waitFor());
  });
});
