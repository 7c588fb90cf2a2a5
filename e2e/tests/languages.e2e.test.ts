import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, PHONE } from '../src/browser.ts';
import { field, passwordField, registerVerified, signIn } from '../src/people.ts';
import { checkScreen, SHOOT } from '../src/screen-check.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

type Texts = { [key: string]: string | Texts };
type Language = 'en' | 'ms' | 'id';

/** The texts the web app shows, read from its locale files: the test holds the screen to them. */
function locale(language: Language, namespace: string): Texts {
  const file = new URL(`../../apps/web/src/locales/${language}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Texts;
}

function text(texts: Texts, key: string): string {
  let value: string | Texts | undefined = texts;
  for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  if (typeof value !== 'string') throw new Error(`No text under ${key}`);
  return value;
}

/** A field message: the validation namespace is keyed by the English sentence itself. */
function fieldText(language: 'ms' | 'id', english: string): string {
  const translated = locale(language, 'validation')[english];
  if (typeof translated !== 'string') throw new Error(`No ${language} text for "${english}"`);
  return translated;
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Every script the page downloads from now on, by file name. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const NAMES: Record<Language, string> = {
  en: 'English',
  ms: 'Bahasa Melayu',
  id: 'Bahasa Indonesia',
};

/** Opens the language menu, whose name is in the language on screen, and picks `chosen`. */
async function chooseLanguage(
  page: Page,
  current: Language,
  chosen: Language,
  signedIn = true,
): Promise<void> {
  const label = text(locale(current, 'common'), 'languageMenu.label').replace(
    '{{language}}',
    NAMES[current],
  );
  await page.getByRole('button', { name: label, exact: true }).click();
  const item = page.getByRole('menuitemradio', { name: NAMES[chosen] });
  if (!signedIn) {
    await item.click();
    return;
  }
  // Signed in, the choice is saved on the profile: wait for that before leaving the page.
  const saved = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/profile/language') && answer.status() === 200,
  );
  await item.click();
  await saved;
}

/** With SCREENSHOTS=1: more of the signed-in screens in `language`, for docs/screenshots. */
async function shootScreens(page: Page, language: Language, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    const name = path === '/' ? 'dashboard' : path.slice(1);
    await checkScreen(page, `language-${language}-${name}`, async () => {
      await page.getByTestId('header-balance').waitFor();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    });
  }
}

describe('languages', () => {
  test('a visitor reads the sign-in page in Bahasa Melayu, its checks and the server’s refusal included', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    const scripts = recordScripts(page);
    const auth = locale('ms', 'auth');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(scripts.filter((name) => name.includes('/locale-'))).toEqual([]);

    await chooseLanguage(page, 'en', 'ms', false);
    await page.getByRole('button', { name: text(auth, 'signIn.submit'), exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('ms');
    expect(scripts.some((name) => name.includes('/locale-ms-auth-'))).toBe(true);
    expect(scripts.some((name) => name.includes('/locale-id-'))).toBe(false);

    // The form's own check, in Malay.
    await page.getByRole('button', { name: text(auth, 'signIn.submit'), exact: true }).click();
    await page.getByText(fieldText('ms', 'Enter your e-mail'), { exact: true }).waitFor();

    // The server's refusal, in Malay.
    await field(page, text(auth, 'email')).fill('nobody-here@example.com');
    await passwordField(page, text(auth, 'password')).fill('not the password 1');
    await page.getByRole('button', { name: text(auth, 'signIn.submit'), exact: true }).click();
    await page.getByText(text(auth, 'signIn.invalidCredentials'), { exact: true }).waitFor();

    // Remembered by this browser.
    await page.reload();
    await page.getByRole('button', { name: text(auth, 'signIn.submit'), exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('ms');
    await checkScreen(page, 'language-ms-login', async () => {
      await page.getByRole('button', { name: text(auth, 'signIn.submit'), exact: true }).waitFor();
    });
  });

  test('a user switches to Bahasa Indonesia: menu, form, checks and server errors follow, on every device, and back to the seed’s English', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    const person = await registerVerified(page, run.server);
    const shell = locale('id', 'shell');
    const profile = locale('id', 'profile');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();

    await chooseLanguage(page, 'en', 'id');
    const indonesianNav = page.getByRole('navigation', { name: text(shell, 'mainMenu') });
    await indonesianNav
      .getByRole('link', { name: text(shell, 'menu.dashboard'), exact: true })
      .waitFor();
    expect(await htmlLang(page)).toBe('id');
    await expect
      .poll(
        async () =>
          (await page.request.get('/api/me').then((answer) => answer.json())).profile.language,
      )
      .toBe('id');

    // A form: its labels, its own check and the server's refusal.
    await page.goto('/change-password');
    const current = passwordField(page, text(profile, 'changePassword.currentPassword'));
    await current.waitFor();
    await passwordField(page, text(profile, 'changePassword.newPassword')).waitFor();
    await page
      .getByRole('button', { name: text(profile, 'changePassword.submit'), exact: true })
      .click();
    await page.getByText(fieldText('id', 'Enter your current password'), { exact: true }).waitFor();

    await current.fill('not my password 1');
    await passwordField(page, text(profile, 'changePassword.newPassword')).fill(
      'a brand new passphrase 9',
    );
    await passwordField(page, text(profile, 'changePassword.confirmPassword')).fill(
      'a brand new passphrase 9',
    );
    await page
      .getByRole('button', { name: text(profile, 'changePassword.submit'), exact: true })
      .click();
    await page
      .getByText(fieldText('id', 'This is not your current password'), { exact: true })
      .waitFor();

    // After a reload, and on another device where the person signs in again.
    await page.reload();
    await current.waitFor();
    expect(await htmlLang(page)).toBe('id');

    const { page: phone } = await openPage(run.browser, run.server.baseUrl, PHONE);
    await signIn(phone, person.email, person.password);
    await phone.getByTestId('header-balance').waitFor();
    await expect.poll(() => htmlLang(phone)).toBe('id');
    await phone.getByRole('button', { name: text(shell, 'header.openMenu') }).click();
    await phone.getByRole('link', { name: text(shell, 'menu.dashboard'), exact: true }).waitFor();
    // A phone's header has no room for the language button: the account menu lists them.
    await phone.keyboard.press('Escape');
    await phone.getByRole('button', { name: text(shell, 'accountMenu.open') }).click();
    const indonesian = phone.getByRole('menuitemradio', { name: 'Bahasa Indonesia' });
    expect(await indonesian.getAttribute('aria-checked')).toBe('true');
    await phone.keyboard.press('Escape');

    await page.goto('/');
    await checkScreen(page, 'language-id-dashboard', async () => {
      await page.getByTestId('header-balance').waitFor();
      await page
        .getByRole('button', { name: text(shell, 'header.openMenu') })
        .or(indonesianNav)
        .waitFor();
    });

    if (SHOOT) await shootScreens(page, 'id', ['/trade', '/wallet']);

    // Back to English: the seed's own wording, exactly.
    await chooseLanguage(page, 'id', 'en');
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    await nav.getByRole('button', { name: 'Network', exact: true }).click();
    await nav.getByRole('link', { name: 'Refferals', exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page
      .getByRole('dialog')
      .getByText('Are you sure you want to logout?', { exact: true })
      .waitFor();
    await expect
      .poll(
        async () =>
          (await page.request.get('/api/me').then((answer) => answer.json())).profile.language,
      )
      .toBe('en');

    if (SHOOT) {
      await page.keyboard.press('Escape');
      await chooseLanguage(page, 'en', 'ms');
      await shootScreens(page, 'ms', ['/', '/trade']);
    }
  });
});
