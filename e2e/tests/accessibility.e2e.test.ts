import { describe, expect, test } from 'vitest';
import { expectNoSeriousAxeViolations } from '../src/accessibility.ts';
import { openPage, PHONE, setThemeMode } from '../src/browser.ts';
import { newPerson, register, verifyFromMail } from '../src/people.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

describe.each(['dark', 'light'] as const)('in the %s theme', (mode) => {
  async function openThemedPage() {
    const { context, page } = await openPage(run.browser, run.server.baseUrl);
    await setThemeMode(context, mode);
    return page;
  }

  test('the sign-in page meets WCAG 2.1 AA, error messages included', async () => {
    const page = await openThemedPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.locator('html').getAttribute('class')).toContain(mode);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter your e-mail').waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  test('the registration page meets WCAG 2.1 AA', async () => {
    const page = await openThemedPage();
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  test('the signed-in dashboard meets WCAG 2.1 AA, with the whole shell', async () => {
    const page = await openThemedPage();
    const person = newPerson();
    await register(page, person);
    await expectNoSeriousAxeViolations(page);

    await verifyFromMail(page, run.server, person);
    await page.getByText(`Welcome, ${person.fullName.split(' ')[0]}`).waitFor();
    // Everything loaded: balances, market prices and the chat button.
    await expect
      .poll(() => page.getByRole('region', { name: 'Wallet' }).getAttribute('aria-busy'))
      .toBe('false');
    await expect
      .poll(() => page.getByRole('region', { name: 'Market prices' }).getByRole('link').count())
      .toBe(11);
    await page.getByRole('button', { name: 'Open live chat' }).waitFor();
    // An open group shows the nested links too.
    await page.getByRole('button', { name: 'Funds', exact: true }).click();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Open live chat' }).click();
    await page.getByRole('dialog', { name: 'Live Chat' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Logout' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByRole('heading', { name: 'Security' }).waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  test('the phone menu meets WCAG 2.1 AA', async () => {
    const { context, page } = await openPage(run.browser, run.server.baseUrl, PHONE);
    await setThemeMode(context, mode);
    const person = newPerson();
    await register(page, person);
    await verifyFromMail(page, run.server, person);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.getByRole('button', { name: 'Wallet', exact: true }).click();
    await page.getByRole('link', { name: 'Add Balance' }).waitFor();
    await expectNoSeriousAxeViolations(page);
  });
});
