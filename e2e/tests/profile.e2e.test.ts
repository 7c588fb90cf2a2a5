import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoSeriousAxeViolations } from '../src/accessibility.ts';
import { openPage, PHONE, setThemeMode, throttleUploads } from '../src/browser.ts';
import { fileIn, noisyRow, png } from '../src/files.ts';
import {
  field,
  newPerson,
  type Person,
  passwordField,
  register,
  signIn,
  verifyFromMail,
} from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();
let filesDir: string;

beforeAll(() => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'kapital-profile-files-'));
});

afterAll(() => {
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

/** A new person, registered and verified, on the dashboard of their own browser context. */
async function signedInNewcomer(viewport?: typeof PHONE) {
  const { context, page } = await openPage(run.browser, run.server.baseUrl, viewport);
  const person = newPerson();
  await register(page, person);
  await verifyFromMail(page, run.server, person);
  return { context, page, person };
}

/** Picks a file the way a person does: the button opens the system's file chooser. */
async function choosePhoto(page: Page, file: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Upload photo' }).click(),
  ]);
  await chooser.setFiles(file);
}

/** Every request the page makes to `pathname` with `method`, from now on. */
function recordRequests(page: Page, method: string, pathname: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === pathname) {
      seen.push(request.url());
    }
  });
  return seen;
}

const detail = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

const avatarImages = (scope: ReturnType<Page['locator']> | Page) =>
  scope.locator('img[src*="/api/files/avatars/"]');

async function expectToast(page: Page, message: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: message }).waitFor();
}

describe('the profile', () => {
  test('shows who the person is, with ways to edit it and to change the password', async () => {
    const { page, person } = await signedInNewcomer();
    await page.goto('/profile');

    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: person.fullName }).isVisible()).toBe(
      true,
    );
    expect(await detail(page, 'Username').textContent()).toBe(`@${person.userName}`);
    expect(await detail(page, 'E-mail').textContent()).toBe(`${person.email}Verified`);
    expect(await detail(page, 'Currency').textContent()).toBe('USD');
    expect(await detail(page, 'Trading').textContent()).toContain('Free');
    expect(await detail(page, 'Phone').textContent()).toBe('Not set');
    expect(await detail(page, 'Country').textContent()).toBe('Not set');

    await page.getByRole('link', { name: 'Change password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor();
    await page.getByRole('link', { name: 'Back to profile' }).click();
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit profile' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/update-profile');
  });

  test('mail preferences: a topic turned off stays off; security mail is always on', async () => {
    const { page } = await signedInNewcomer();
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'E-mail notifications' });
    const deposits = card.getByRole('switch', { name: 'Deposits' });
    await expect.poll(() => deposits.isChecked()).toBe(true);
    await card.getByText(/Security e-mails .* are always sent\./).waitFor();

    await deposits.click();
    await card.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await page.reload();
    await expect.poll(() => deposits.isChecked()).toBe(false);
    expect(await card.getByRole('switch', { name: 'Price alerts' }).isChecked()).toBe(true);
    await checkScreen(page, 'profile-mail-preferences', () => deposits.waitFor());
  });

  test('saves new names, currency, phone and country; the header follows at once', async () => {
    const { page } = await signedInNewcomer(PHONE);
    await page.goto('/update-profile');
    await field(page, 'Full name').fill('Grace Brewster Murray Hopper');
    await field(page, 'First name').fill('Amazing');
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('MYR');
    await field(page, 'Phone').fill('+60 12-345 6789');
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Malaysia' });
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expectToast(page, 'Profile saved');
    await page.waitForURL('**/profile');
    expect(await detail(page, 'Full name').textContent()).toBe('Grace Brewster Murray Hopper');
    expect(await detail(page, 'First name').textContent()).toBe('Amazing');
    expect(await detail(page, 'Currency').textContent()).toBe('MYR');
    expect(await detail(page, 'Phone').textContent()).toBe('+60 12-345 6789');
    expect(await detail(page, 'Country').textContent()).toBe('Malaysia');
    // Without reloading, the header follows: balance re-converted, the new name in its menu.
    expect(await page.getByTestId('header-balance').textContent()).toBe('0.00 MYR');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('presentation').getByText('Grace Brewster Murray Hopper').waitFor();
    await page.keyboard.press('Escape');

    // The dashboard greets the person by the new first name, and it survives a reload.
    await page.goto('/');
    await page.getByText('Welcome, Amazing').waitFor();
    await page.goto('/update-profile');
    expect(await page.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('MY');
  });

  test('a username that breaks the rules is explained on its field and nothing is saved', async () => {
    const { page, person } = await signedInNewcomer();
    await page.goto('/update-profile');
    const saves = recordRequests(page, 'PUT', '/api/profile');

    await field(page, 'Username').fill('Bad Name!');
    await field(page, 'First name').fill('Changed');
    await page.getByRole('button', { name: 'Save changes' }).click();

    const username = field(page, 'Username');
    await expect.poll(() => username.getAttribute('aria-invalid')).toBe('true');
    const messageId = await username.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${messageId}"]`).textContent()).toBe(
      'Use 3 to 20 characters: a-z, 0-9 and _',
    );
    expect(saves).toEqual([]);

    await page.goto('/profile');
    expect(await detail(page, 'Username').textContent()).toBe(`@${person.userName}`);
    expect(await detail(page, 'First name').textContent()).not.toBe('Changed');
  });

  test('a username someone else has is refused on its field', async () => {
    const { person: other } = await signedInNewcomer();
    const { page } = await signedInNewcomer();
    await page.goto('/update-profile');

    await field(page, 'Username').fill(other.userName.toUpperCase());
    await page.getByRole('button', { name: 'Save changes' }).click();

    const username = field(page, 'Username');
    await expect.poll(() => username.getAttribute('aria-invalid')).toBe('true');
    const messageId = await username.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${messageId}"]`).textContent()).toBe(
      'This username is taken. Choose another one.',
    );
    expect(new URL(page.url()).pathname).toBe('/update-profile');
  });
});

describe('the photo', () => {
  test('a file over 2 MB is refused with the reason, and nothing is uploaded', async () => {
    const { page } = await signedInNewcomer();
    await page.goto('/update-profile');
    const uploads = recordRequests(page, 'POST', '/api/profile/avatar');
    const big = png(16, noisyRow);
    const oversized = Buffer.concat([big, Buffer.alloc(2 * 1024 * 1024 + 1 - big.length)]);

    await choosePhoto(page, fileIn(filesDir, 'holiday.png', oversized));

    await page.getByRole('alert').filter({ hasText: 'The image is larger than 2 MB' }).waitFor();
    expect(uploads).toEqual([]);
    expect(await avatarImages(page).count()).toBe(0);
  });

  test('a program renamed .png is refused with the reason, by the page and by the server', async () => {
    const { context, page } = await signedInNewcomer();
    await page.goto('/update-profile');
    const uploads = recordRequests(page, 'POST', '/api/profile/avatar');
    // A Windows executable starts with "MZ" whatever it is called.
    const program = Buffer.concat([Buffer.from('MZ'), randomBytes(4094)]);

    await choosePhoto(page, fileIn(filesDir, 'photo.png', program));

    await page.getByRole('alert').filter({ hasText: 'Use a JPEG, PNG or WebP image' }).waitFor();
    expect(uploads).toEqual([]);

    // Sent anyway, past the page's check, the server refuses it too.
    const direct = await context.request.post('/api/profile/avatar', {
      headers: { Origin: run.server.baseUrl },
      multipart: { avatar: { name: 'photo.png', mimeType: 'image/png', buffer: program } },
    });
    expect(direct.status()).toBe(415);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await avatarImages(page).count()).toBe(0);
  });

  test('a real PNG uploads with visible progress, shows in the header and on /profile, and can be removed', async () => {
    const { page } = await signedInNewcomer();
    await page.goto('/update-profile');
    // A slow connection, so that the progress can be seen moving.
    const restoreUploads = await throttleUploads(page, 96 * 1024);

    await choosePhoto(page, fileIn(filesDir, 'portrait.png', png(200, noisyRow)));

    const progress = page.getByRole('progressbar', { name: 'Uploading photo' });
    await progress.waitFor();
    await expect
      .poll(async () => Number((await progress.getAttribute('aria-valuenow').catch(() => 0)) ?? 0))
      .toBeGreaterThan(0);
    await expectToast(page, 'Photo updated');
    await restoreUploads();

    const header = page.getByRole('banner');
    await avatarImages(header).first().waitFor();
    await page.getByRole('button', { name: 'Remove photo' }).waitFor();

    await page.goto('/profile');
    const photo = avatarImages(page.getByRole('main')).first();
    await photo.waitFor();
    // The image really arrives through its authenticated address.
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(200);
    expect(await avatarImages(page.getByRole('banner')).count()).toBeGreaterThan(0);

    await page.goto('/update-profile');
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expectToast(page, 'Photo removed');
    await expect.poll(() => avatarImages(page).count()).toBe(0);
  });
});

describe('changing the password', () => {
  test('a wrong current password is pointed out on its field', async () => {
    const { page } = await signedInNewcomer(PHONE);
    await page.goto('/change-password');
    await passwordField(page, 'Current password').fill('not-my-password-at-all');
    await passwordField(page, 'New password').fill('a-brand-new-passphrase-7');
    await passwordField(page, 'Confirm new password').fill('a-brand-new-passphrase-7');
    await page.getByRole('button', { name: 'Change password' }).click();

    await page.getByText('This is not your current password').waitFor();
    const current = page.getByLabel('Current password', { exact: false }).first();
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/change-password');
  });

  test('the right one changes it, signs out the other browser, and the new one works', async () => {
    const { page, person } = await signedInNewcomer();
    const { page: laptop } = await openPage(run.browser, run.server.baseUrl);
    await signIn(laptop, person.email, person.password);
    await laptop.getByTestId('header-balance').waitFor();

    const newPassword = 'a-brand-new-passphrase-7';
    await changePassword(page, person, newPassword);
    await expectToast(page, 'Password changed. Other sessions were signed out.');
    await page.waitForURL('**/profile');

    // This browser stays signed in; the other one is sent to sign in again.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await laptop.goto('/profile');
    await laptop.waitForURL('**/login');

    await signIn(laptop, person.email, person.password);
    await laptop.getByText('Invalid e-mail or password').waitFor();
    await signIn(laptop, person.email, newPassword);
    await laptop.getByTestId('header-balance').waitFor();
  });
});

async function changePassword(page: Page, person: Person, newPassword: string): Promise<void> {
  await page.goto('/change-password');
  await passwordField(page, 'Current password').fill(person.password);
  await passwordField(page, 'New password').fill(newPassword);
  await passwordField(page, 'Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
}

describe.each(['dark', 'light'] as const)('in the %s theme', (mode) => {
  async function themedNewcomer(): Promise<{ context: BrowserContext; page: Page }> {
    const { context, page } = await signedInNewcomer();
    await setThemeMode(context, mode);
    return { context, page };
  }

  test('/profile, /update-profile and /change-password meet WCAG 2.1 AA, errors included', async () => {
    const { page } = await themedNewcomer();
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await page.locator('html').getAttribute('class')).toContain(mode);
    await expectNoSeriousAxeViolations(page);

    await page.goto('/update-profile');
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
    await expectNoSeriousAxeViolations(page);

    await field(page, 'Username').fill('Bad Name!');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Use 3 to 20 characters: a-z, 0-9 and _').waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.goto('/change-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Enter your current password').waitFor();
    await expectNoSeriousAxeViolations(page);
  });
});
