import { describe, expect, test } from 'vitest';
import { startAfterFirstPaint } from './start-after-first-paint.ts';

function transform(html: string): string {
  const hook = startAfterFirstPaint().transformIndexHtml;
  if (typeof hook !== 'object' || !('handler' in hook)) throw new Error('no transformIndexHtml');
  return hook.handler.call({} as never, html, {} as never) as string;
}

const BUILT_HEAD = [
  '<head>',
  '    <script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/framework-B2.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/ui-core-C3.js">',
  '  </head>',
].join('\n');

describe('the app started after the first paint', () => {
  test('takes the place of the module script and preloads, with their addresses in order', () => {
    const html = transform(BUILT_HEAD);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('<link');
    const script = /<script>(.+)<\/script>/s.exec(html)?.[1] ?? '';
    expect(script).toContain('/assets/index-A1.js');
    expect(script.indexOf('/assets/framework-B2.js')).toBeGreaterThan(-1);
    expect(script.indexOf('/assets/framework-B2.js')).toBeLessThan(
      script.indexOf('/assets/ui-core-C3.js'),
    );
    // Waits for the parsed page and a painted frame, and leaves nothing on window.
    for (const step of ['DOMContentLoaded', 'requestAnimationFrame', 'modulepreload']) {
      expect(script).toContain(step);
    }
    expect(script.startsWith('(()=>{')).toBe(true);
    expect(script).not.toContain('\n');
  });

  test('fails the build when Vite wrote no module script', () => {
    expect(() => transform('<head></head>')).toThrow('no module script');
  });
});
