import { describe, expect, test } from 'vitest';
import { inlineThemeMode, THEME_MODE_TAG } from './inline-theme-mode.ts';

function transform(html: string): string {
  const hook = inlineThemeMode().transformIndexHtml;
  if (typeof hook !== 'function') throw new Error('transformIndexHtml is not a function');
  return hook.call({} as never, html, {} as never) as string;
}

describe('the theme script inlined into index.html', () => {
  test('takes the place of its tag, minified, with what it reads and writes', () => {
    const html = transform(`<head>${THEME_MODE_TAG}</head>`);
    const script = /^<head><script>(.+)<\/script><\/head>$/s.exec(html)?.[1] ?? '';
    expect(html).not.toContain('/theme-mode.js');
    for (const name of ['kapital-theme-mode', 'kapital-language', 'kapital-tz']) {
      expect(script).toContain(name);
    }
    expect(script).not.toContain('//');
    expect(script).not.toContain('\n');
  });

  test('fails the build when index.html no longer names it', () => {
    expect(() => transform('<head></head>')).toThrow('index.html has no');
  });
});
