import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  DESKTOP,
  openPage,
  PHONE,
  setThemeMode,
  type ThemeMode,
  waitForTakeOver,
} from '../src/browser.ts';
import { registerVerified } from '../src/people.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

/** The first screens a person opens directly, each with the heading it is drawn with. */
const FIRST_SCREENS = [
  { path: '/', heading: 'Welcome, Grace' },
  { path: '/wallet', heading: 'Wallet' },
  { path: '/investment', heading: 'Investment' },
  { path: '/trade/BTC/bitcoin', heading: 'Trade' },
] as const;

/** What React reports when the HTML it hydrates is not what it would have drawn. */
const HYDRATION_TROUBLE =
  /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)/i;

/** Every console error and warning, and every uncaught error, of the page from now on. */
function readConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}

/**
 * Marks every heading the HTML parser puts in the page (before any script of the app runs) with
 * data-parsed. A page React hydrates keeps those elements; one it draws anew has none marked.
 */
async function markParsedHeadings(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const observer = new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of Array.from(change.addedNodes)) {
          if (node instanceof HTMLHeadingElement) node.dataset.parsed = '';
        }
      }
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => observer.disconnect());
  });
}

/** The page as the server sends it, read with the browser's own cookies. */
async function pageHtml(context: BrowserContext, path: string) {
  const answer = await context.request.get(`${run.server.baseUrl}${path}`);
  return { status: answer.status(), headers: answer.headers(), html: await answer.text() };
}

/** A copy of the signed-in person's browser with JavaScript off: only the server draws. */
async function withoutScripts(context: BrowserContext, viewport = PHONE): Promise<Page> {
  const plain = await run.browser.newContext({
    baseURL: run.server.baseUrl,
    viewport,
    javaScriptEnabled: false,
  });
  await plain.addCookies(await context.cookies());
  const page = await plain.newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

describe('the first screen arrives drawn', () => {
  test("each first screen's HTML holds the signed-in person's heading and figures, never another's", async () => {
    const first = await openPage(run.browser, run.server.baseUrl);
    const ada = await registerVerified(first.page, run.server);
    const second = await openPage(run.browser, run.server.baseUrl);
    const grace = await registerVerified(second.page, run.server, 'MYR');

    // Alternating requests to the same instance: one person's page never carries the other's.
    for (const screen of FIRST_SCREENS) {
      for (const [context, person, other] of [
        [first.context, ada, grace],
        [second.context, grace, ada],
      ] as const) {
        const page = await pageHtml(context, screen.path);
        expect(page.status, screen.path).toBe(200);
        expect(page.headers['cache-control']).toBe('private, no-store');
        expect(page.html).toContain(`>${screen.heading}<`);
        expect(page.html).toContain(person.userName);
        for (const theirs of [other.email, other.userName]) {
          expect(page.html, `${screen.path} of ${person.email}`).not.toContain(theirs);
        }
      }
    }
    // Figures: the dashboard's wallet card in each person's own currency.
    expect((await pageHtml(first.context, '/')).html).toMatch(/0\.00\s*(<[^>]+>\s*)*USD/);
    expect((await pageHtml(second.context, '/')).html).toMatch(/0\.00\s*(<[^>]+>\s*)*MYR/);
  });

  test('sign-in and the dashboard are drawn before any script runs', async () => {
    const { context, page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);

    const plain = await withoutScripts(context);
    for (const screen of FIRST_SCREENS) {
      await plain.goto(screen.path);
      expect(await plain.getByRole('heading', { level: 1, name: screen.heading }).isVisible()).toBe(
        true,
      );
    }
    await plain.context().clearCookies();
    await plain.goto('/login');
    expect(await plain.getByRole('heading', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await plain.getByRole('textbox', { name: 'E-mail' }).isVisible()).toBe(true);
    await plain.context().close();
  });

  test('the sign-in card stays where it was drawn when the app takes it over', async () => {
    const { context, page } = await openPage(run.browser, run.server.baseUrl);
    const plain = await withoutScripts(context, DESKTOP);
    // Its top and its bottom: the card is centred, so anything it gains or loses moves both.
    const edges = (on: Page) =>
      Promise.all([
        on.getByRole('heading', { name: 'Sign in' }).boundingBox(),
        on.getByRole('link', { name: 'Create an account' }).boundingBox(),
      ]);
    await plain.goto('/login');
    const drawn = await edges(plain);
    await page.goto('/login');
    await waitForTakeOver(page);
    // What the app's first effects change (what the browser can do) is drawn by the next frame.
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(frame)));
    expect(await edges(page)).toEqual(drawn);
    await plain.context().close();
  });

  for (const mode of ['light', 'dark'] as const satisfies ThemeMode[]) {
    test(`every first screen hydrates without a warning, in the ${mode} theme from the first paint`, async () => {
      const { context, page } = await openPage(run.browser, run.server.baseUrl);
      await setThemeMode(context, mode);
      await markParsedHeadings(context);
      const messages = readConsole(page);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await registerVerified(page, run.server);

      for (const screen of FIRST_SCREENS) {
        const drawn = await page.goto(screen.path);
        expect(await drawn?.text()).toContain(`>${screen.heading}<`);
        const heading = page.getByRole('heading', { level: 1, name: screen.heading });
        await heading.waitFor();
        // Hydrated: the account menu answers a click, and the heading is the one the HTML had.
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menu').waitFor();
        await page.keyboard.press('Escape');
        expect(await heading.getAttribute('data-parsed'), screen.path).toBe('');
      }
      expect(messages.filter((message) => HYDRATION_TROUBLE.test(message))).toEqual([]);
      expect(messages).toEqual([]);

      // Before the app's scripts: the theme of the stored choice, not the other one.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Welcome, Grace' }).waitFor();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(mode === 'light' ? 'rgb(246, 244, 241)' : 'rgb(20, 17, 15)');
    });
  }

  test('signed out, or with an expired session, a signed-in screen still sends the person to sign in', async () => {
    const { context, page } = await openPage(run.browser, run.server.baseUrl);
    await page.goto('/wallet');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await registerVerified(page, run.server);
    const signedIn = await context.cookies();
    await page.goto('/wallet');
    await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
    // The session ends on the server (as it does when it expires); the browser still sends it.
    await context.request.post(`${run.server.baseUrl}/api/auth/sign-out`, {
      headers: { Origin: run.server.baseUrl },
      data: {},
    });
    await context.addCookies(signedIn);
    const answer = await pageHtml(context, '/wallet');
    expect(answer.html).not.toContain('>Wallet<');
    await page.goto('/wallet');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('an unknown address answers 404 with the not-found page drawn', async () => {
    const { context, page } = await openPage(run.browser, run.server.baseUrl);
    const answer = await page.goto('/no-such-page');
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();

    const plain = await withoutScripts(context);
    const drawn = await plain.goto('/no-such-page/deeper');
    expect(drawn?.status()).toBe(404);
    expect(await plain.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await plain.context().close();
  });
});
