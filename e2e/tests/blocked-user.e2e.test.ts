import { describe, expect, test } from 'vitest';
import { signedInUserId } from '../src/admin.ts';
import { openPage } from '../src/browser.ts';
import { registerVerified, signIn } from '../src/people.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

describe('a user blocked while signed in', () => {
  test("lands on /login from the dashboard, reads staff's reason there, and again on signing in", async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    const person = await registerVerified(page, run.server);
    await page.getByTestId('header-balance').waitFor();
    const userId = await signedInUserId(page);
    // The address staff keep in the console settings is the one the sign-in page gives.
    await run.admin.request('PATCH', '/api/admin/settings', { supportEmail: 'help@kapital.test' });

    await run.admin.request('POST', `/api/admin/users/${encodeURIComponent(userId)}/block`, {
      reason: 'Card payments disputed by your bank',
    });

    await page.waitForURL('**/login');
    await expect
      .poll(() => page.getByTestId('sign-out-notice').textContent())
      .toBe(
        'Your account was blocked: Card payments disputed by your bank. Contact support to have it unblocked.',
      );
    // And how to reach support, who can unblock it.
    const contact = page.getByTestId('support-contact');
    await expect.poll(() => contact.textContent()).toBe('Write to support at help@kapital.test');
    expect(
      await contact.getByRole('link', { name: 'help@kapital.test' }).getAttribute('href'),
    ).toBe('mailto:help@kapital.test');
    // Nothing of it travels in the address.
    expect(new URL(page.url()).search).toBe('');

    // Signing in again is refused in the same words.
    await signIn(page, person.email, person.password);
    await expect
      .poll(() => page.getByTestId('sign-in-error').textContent())
      .toBe(
        'Your account was blocked: Card payments disputed by your bank. Contact support to have it unblocked.',
      );
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect.poll(() => contact.textContent()).toBe('Write to support at help@kapital.test');
  });
});
