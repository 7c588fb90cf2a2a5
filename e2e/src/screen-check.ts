import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './accessibility.ts';
import { DESKTOP, PHONE, type ThemeMode } from './browser.ts';

/** Set SCREENSHOTS=1 to refresh docs/screenshots/*.png while the flows run. */
export const SHOOT = process.env.SCREENSHOTS === '1';
/** Where the screenshots go, for a test that shoots more than checkScreen does. */
export const screenshotsDir = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/**
 * Axe in both themes, and (with SCREENSHOTS=1) the whole screen at desktop and phone size in
 * both themes, as docs/screenshots/<name>-<desktop|phone>-<light|dark>.png. Reloads the page;
 * `ready` waits for what shows the screen has loaded. Ends on the desktop size.
 */
export async function checkScreen(
  page: Page,
  name: string,
  ready: () => Promise<void>,
): Promise<void> {
  const modes: ThemeMode[] = ['light', 'dark'];
  for (const mode of modes) {
    await page.evaluate((stored) => localStorage.setItem('kapital-theme-mode', stored), mode);
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await ready();
    // The dark pass sees the same elements as the light one: only colours can differ.
    await expectNoSeriousAxeViolations(page, { coloursOnly: mode !== modes[0] });
    if (!SHOOT) continue;
    mkdirSync(screenshotsDir, { recursive: true });
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await ready();
      await page.evaluate(() => window.scrollTo(0, 0));
      // Lets layout, fonts and charts settle at the new size.
      await page.waitForTimeout(400);
      await page.screenshot({
        path: path.join(screenshotsDir, `${name}-${size}-${mode}.png`),
        fullPage: true,
      });
    }
  }
  await page.setViewportSize(DESKTOP);
}
