import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { inlineScriptElement } from './inline-script.ts';

const SOURCE = fileURLToPath(new URL('../src/app/start-after-first-paint.js', import.meta.url));
/** What Vite writes into the built index.html for the entry and what it imports. */
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Replaces the built index.html's module script and module preloads with
 * src/app/start-after-first-paint.js, which asks for the same code once the page is parsed and
 * painted. A page drawn on the server (decision 041) is then painted without waiting for the
 * code: as a module script, the browser downloaded and ran it before the first paint whenever
 * it came fast, and Lighthouse's model then counted all of it as holding the first paint back
 * (mobile: first paint 2.4 s instead of 0.9 s).
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'kapital-start-after-first-paint',
    // The dev server serves the modules themselves, one by one.
    apply: 'build',
    transformIndexHtml: {
      // After Vite has written the entry's tags.
      order: 'post',
      handler(html) {
        const entry = MODULE_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no module script to start after the paint');
        const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        // In a function of its own, so that nothing of it is left on `window`.
        const start = `(() => {\n${readFileSync(SOURCE, 'utf8')}\nstartAfterFirstPaint(${JSON.stringify(entry)}, ${JSON.stringify(modules)});\n})();`;
        return html
          .replace(MODULE_PRELOAD, '')
          .replace(MODULE_SCRIPT, () => inlineScriptElement('start-after-first-paint.js', start));
      },
    },
  };
}
