import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForTransitions } from './browser.ts';
import { latestMail, type RunningServer } from './server.ts';

export interface Person {
  fullName: string;
  userName: string;
  email: string;
  password: string;
}

/** Someone new: unique e-mail and username, also among other files' people on a shared server. */
export function newPerson(): Person {
  const suffix = randomBytes(4).toString('hex');
  return {
    fullName: 'Grace Hopper',
    userName: `grace_${suffix}`,
    email: `grace.${suffix}@example.com`,
    password: 'compiler-cobol-1952',
  };
}

/** A text field by its visible label (MUI adds a required asterisk to the label text). */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const passwordField = (page: Page, label = 'Password') =>
  page.getByLabel(label, { exact: false }).first();

/**
 * Fills in /register (or a referral link's `/register/{username}`) as a person would; ends on the
 * "Verify your e-mail" screen.
 */
export async function register(
  page: Page,
  person: Person,
  currency = 'USD',
  from = '/register',
): Promise<void> {
  await page.goto(from);
  await field(page, 'Full name').fill(person.fullName);
  await field(page, 'Username').fill(person.userName);
  await field(page, 'E-mail').fill(person.email);
  await passwordField(page).fill(person.password);
  await page.getByRole('combobox', { name: 'Currency' }).selectOption(currency);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect
    .poll(() => page.getByRole('heading', { name: 'Verify your e-mail' }).isVisible())
    .toBe(true);
}

/** Opens the verification link from the outbox; the person lands signed in on the dashboard. */
export async function verifyFromMail(page: Page, server: RunningServer, person: Person) {
  const mail = await latestMail(server, person.email, 'Verify your e-mail');
  expect(mail.actionUrl).toContain('/api/auth/verify-email?token=');
  await page.goto(mail.actionUrl ?? '');
  await expect.poll(() => page.getByTestId('header-balance').isVisible()).toBe(true);
}

/**
 * A newcomer registered through the API and verified from the mailed link: signed in on `page`,
 * on the dashboard. Tests about the registration form use register() and verifyFromMail().
 */
export async function registerVerified(
  page: Page,
  server: RunningServer,
  currency = 'USD',
): Promise<Person> {
  const person = newPerson();
  const registered = await page.request.post('/api/account/register', {
    data: { ...person, currency, acceptTerms: true },
    headers: { Origin: server.baseUrl },
  });
  if (!registered.ok()) throw new Error(`Registration: ${await registered.text()}`);
  await verifyFromMail(page, server, person);
  return person;
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await field(page, 'E-mail').fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs out from wherever the person is: in the signed-in shell through the avatar menu's
 * Logout and its confirmation, elsewhere (the verify-your-e-mail screen) with Sign out.
 */
export async function signOut(page: Page): Promise<void> {
  // While a dialog fades out, the page behind it is still hidden from the accessibility tree.
  await waitForTransitions(page);
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  if (await accountMenu.isVisible()) {
    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Yes' }).click();
  } else {
    await page.getByRole('button', { name: 'Sign out' }).click();
  }
  await page.waitForURL('**/login');
}
