import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface ScriptSize {
  /** The script's path on the server, e.g. /assets/index-abc123.js. */
  path: string;
  /** The body gzipped at level 9, as the bundle budget counts (docs/decisions/008-bundle-budget.md). */
  gzipBytes: number;
}

/** Records every JavaScript file the page downloads from now on. */
export function recordJavaScript(page: Page): { sizes: () => Promise<ScriptSize[]> } {
  const measured: Array<Promise<ScriptSize>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const path = new URL(response.url()).pathname;
    measured.push(
      response.body().then((body) => ({ path, gzipBytes: gzipSync(body, { level: 9 }).length })),
    );
  });
  return {
    sizes: async () => (await Promise.all(measured)).sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

export function totalGzipBytes(sizes: readonly ScriptSize[]): number {
  return sizes.reduce((total, script) => total + script.gzipBytes, 0);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

/** A small table for the test output: each script, then the total against the budget. */
export function formatScriptSizes(
  page: string,
  sizes: readonly ScriptSize[],
  budgetBytes: number,
): string {
  return [
    `JavaScript loaded by ${page}, gzipped (level 9):`,
    ...sizes.map((script) => `  ${kib(script.gzipBytes)}  ${script.path}`),
    `  ${kib(totalGzipBytes(sizes))}  total, budget ${kib(budgetBytes).trim()}`,
  ].join('\n');
}
