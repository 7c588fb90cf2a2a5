import { describe, expect, it } from 'vitest';
import { linkify, safeHref } from './chat-text.ts';

describe('linkify', () => {
  it('keeps text without links as one text part', () => {
    expect(linkify('Hello, how do I deposit?')).toEqual([
      { kind: 'text', text: 'Hello, how do I deposit?' },
    ]);
  });

  it('keeps markup and script as the characters typed, never as links or HTML', () => {
    const typed = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    expect(linkify(typed)).toEqual([{ kind: 'text', text: typed }]);
  });

  it('makes http and https addresses links, leaving trailing punctuation as text', () => {
    expect(linkify('See https://example.com/help?a=1. Or http://kapital.test/x, thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/help?a=1', href: 'https://example.com/help?a=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'http://kapital.test/x', href: 'http://kapital.test/x' },
      { kind: 'text', text: ', thanks' },
    ]);
  });

  it('links no javascript:, data: or protocol-relative address', () => {
    const typed = 'javascript:alert(1) data:text/html,<b>x</b> //evil.test/a';
    expect(linkify(typed)).toEqual([{ kind: 'text', text: typed }]);
  });

  it('stops a link at a quote or an angle bracket', () => {
    expect(linkify('"https://a.test/"><b>')).toEqual([
      { kind: 'text', text: '"' },
      { kind: 'link', text: 'https://a.test/', href: 'https://a.test/' },
      { kind: 'text', text: '"><b>' },
    ]);
  });
});

describe('safeHref', () => {
  it('allows only http and https', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
  });
});
