import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { TIME_ZONE_COOKIE } from '@kapital/shared/page-render';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Download,
  type Page,
} from 'playwright-core';
import { onTestFinished } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const artifactsDir = fileURLToPath(new URL('../artifacts', import.meta.url));

/**
 * How Kapital's tests and benches start Chromium: no sandbox (root in CI), no GPU, and nothing
 * that reaches for the network, which this machine does not have.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The system Chromium, headless. A missing browser is a failure, never a skip. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * What a phone's Chromium says it is. A page drawn on the server is laid out for the device its
 * user agent names (decision 041), so a test at phone width sends a phone's.
 */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/** The web app's theme modes, stored in localStorage (apps/web/src/app/theme.ts). */
export type ThemeMode = 'light' | 'dark' | 'system';

/** Makes every page of the context open in `mode`, as if the person had chosen it before. */
export async function setThemeMode(context: BrowserContext, mode: ThemeMode): Promise<void> {
  await context.addInitScript((stored) => {
    localStorage.setItem('kapital-theme-mode', stored);
  }, mode);
}

/**
 * A fresh browser context (its own cookies) for one test; screenshots the page if the test
 * fails, into e2e/artifacts.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    ...(viewport.width < 600 ? { userAgent: PHONE_USER_AGENT } : {}),
  });
  const page = await context.newPage();
  // Generous for a busy host (seen three times slower than a quiet one); a screen that never
  // comes still fails.
  page.setDefaultTimeout(30_000);
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      mkdirSync(artifactsDir, { recursive: true });
      const name = task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      await page
        .screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true })
        .catch(() => {});
    }
    await context.close().catch(() => {});
  });
  return { context, page };
}

/**
 * Waits for every transition and finite animation to end (a menu fading in, a dialog's
 * backdrop). Endless ones never do and do not count: the ticker's scroll, or a skeleton's pulse
 * under a chart below the fold, which loads only when scrolled near (reduced motion does not
 * stop MUI's).
 */
export async function waitForTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * From now on this page's documents are drawn by the browser from the app shell, not on the
 * server: as for a browser that has not told the server its time zone yet (decision 041). For
 * tests of what the browser shows while its own requests load or fail; a page drawn on the server
 * would hold the answers the server fetched for it. The app writes its zone cookie on every page,
 * so the cookie is cleared and the page is kept from writing it again.
 */
export async function drawPagesInBrowser(page: Page): Promise<void> {
  await page.addInitScript((cookieName) => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(Document.prototype, 'cookie', {
      get() {
        return cookie?.get?.call(this);
      },
      set(value: string) {
        if (!value.startsWith(`${cookieName}=`)) cookie?.set?.call(this, value);
      },
    });
  }, TIME_ZONE_COOKIE);
  await page.context().clearCookies({ name: TIME_ZONE_COOKIE });
}

/**
 * Waits until the app has taken over the page the server drew: until then it is inert, and its
 * layout is the one the server guessed from the user agent, not the window's (decision 041).
 */
export async function waitForTakeOver(page: Page): Promise<void> {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}

/** Marks the page, so a test can prove that what changed on screen came without a reload. */
export async function markLoadedPage(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as { stillTheSamePage?: boolean }).stillTheSamePage = true;
  });
  return () =>
    page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage === true);
}

/**
 * Slows the page's uploads to `bytesPerSecond`, so that an upload's progress bar stays on screen
 * long enough to be seen on any machine; the returned function lifts the limit.
 */
export async function throttleUploads(
  page: Page,
  bytesPerSecond: number,
  latencyMs = 0,
): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const conditions = { offline: false, latency: latencyMs, downloadThroughput: -1 };
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    ...conditions,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      ...conditions,
      latency: 0,
      uploadThroughput: -1,
    });
  };
}

/**
 * A download's content. The tests' browser is shared over a connection (decision 023), where
 * Playwright keeps the file on the browser's side: download.path() is not available there.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  return buffer(await download.createReadStream());
}
