import { describe, expect, test } from 'vitest';
import { openPage, PHONE } from '../src/browser.ts';
import {
  field,
  newPerson,
  passwordField,
  register,
  signIn,
  signOut,
  verifyFromMail,
} from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { latestMail } from '../src/server.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

const wrongPasswordAlert = 'Invalid e-mail or password';

describe('a newcomer', () => {
  test('registers, verifies from the mailed link, signs in and sees 0.00 USD', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    const person = newPerson();
    await register(page, person);

    // Signed in but unverified: the verify screen, no balance.
    expect(await page.getByText(person.email).isVisible()).toBe(true);
    expect(await page.getByTestId('header-balance').count()).toBe(0);
    await signOut(page);

    // The link signs the person in; sign out to prove the password works on its own.
    await verifyFromMail(page, run.server, person);
    await signOut(page);

    await signIn(page, person.email, person.password);
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toBe('0.00 USD');
    expect(await page.getByText('Free', { exact: true }).isVisible()).toBe(true);
    // The header shows as soon as the profile arrives; the dashboard's own screen may follow.
    await expect.poll(() => page.getByText('Welcome, Grace').isVisible()).toBe(true);
  });

  test('is told when the password is wrong, and stays on the sign-in page', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl, PHONE);
    const person = newPerson();
    await register(page, person);
    await signOut(page);
    await checkScreen(page, 'login', () =>
      page.getByRole('button', { name: 'Use a passkey' }).waitFor(),
    );

    await signIn(page, person.email, 'not-the-password-at-all');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: wrongPasswordAlert }).count())
      .toBe(1);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('resets a forgotten password from the mailed link and signs in with the new one', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    const person = newPerson();
    await register(page, person);
    await verifyFromMail(page, run.server, person);
    await signOut(page);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await field(page, 'E-mail').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => page.getByText('If an account exists for that e-mail').isVisible())
      .toBe(true);

    const resetMail = await latestMail(run.server, person.email, 'Reset your');
    expect(resetMail.actionUrl).toContain('/reset-password?token=');
    await page.goto(resetMail.actionUrl ?? '');
    // The one-time token leaves the address bar at once.
    await expect.poll(() => page.url()).not.toContain('token=');
    const newPassword = 'a-brand-new-passphrase-7';
    await passwordField(page, 'New password').fill(newPassword);
    await passwordField(page, 'Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => page.getByText('Password changed. Sign in with your new password.').isVisible())
      .toBe(true);

    await signIn(page, person.email, person.password);
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: wrongPasswordAlert }).count())
      .toBe(1);
    await signIn(page, person.email, newPassword);
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toBe('0.00 USD');
  });
});
