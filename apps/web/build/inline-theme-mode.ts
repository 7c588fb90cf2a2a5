import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { inlineScriptElement } from './inline-script.ts';

const SOURCE = fileURLToPath(new URL('../src/app/theme-mode.js', import.meta.url));
/** Where index.html names the script; the plugin puts the script itself there. */
export const THEME_MODE_TAG = '<script src="/theme-mode.js"></script>';

/**
 * Puts src/app/theme-mode.js into index.html. It must run before the first paint (the theme's
 * class, the cookies the server draws with); as a file of its own it was a request that held the
 * first paint back, 166 ms in Lighthouse's mobile run. The server allows it by its hash, which
 * it takes from the built index.html (apps/server's web-app.ts, decision 041).
 */
export function inlineThemeMode(): Plugin {
  return {
    name: 'kapital-inline-theme-mode',
    transformIndexHtml(html) {
      if (!html.includes(THEME_MODE_TAG)) throw new Error(`index.html has no ${THEME_MODE_TAG}`);
      // A function, so no "$" in the script is read as a replacement pattern.
      return html.replace(THEME_MODE_TAG, () =>
        inlineScriptElement('theme-mode.js', readFileSync(SOURCE, 'utf8')),
      );
    },
  };
}
