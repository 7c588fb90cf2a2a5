import { describe, expect, test } from 'vitest';
import { openPage } from '../src/browser.ts';
import { newPerson, register } from '../src/people.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

describe('code loaded on demand', () => {
  test('a screen whose code does not arrive offers a reload, and the others still work', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await page.route(/\/assets\/register-[^/]+\.js$/, (route) => route.abort('failed'));
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();

    await page.getByRole('heading', { name: 'This screen could not be loaded' }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);

    await page.goBack();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  test('a toast appears when the verification mail is sent again', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    const person = newPerson();
    await register(page, person);

    await page.getByRole('button', { name: 'Resend the e-mail' }).click();
    const toast = page
      .getByRole('alert')
      .filter({ hasText: `We sent a new link to ${person.email}.` });
    await toast.waitFor();
    await toast.getByRole('button', { name: 'Close' }).click();
    await toast.waitFor({ state: 'detached' });
  });
});
