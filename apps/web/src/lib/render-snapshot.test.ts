import { afterEach, describe, expect, it } from 'vitest';
import { matchRenderedWidth, setRenderSnapshot, viewportWidthFor } from './render-snapshot.ts';

afterEach(() => setRenderSnapshot(null));

const drawnFor = (viewportWidth: number) =>
  setRenderSnapshot({ renderedAt: 0, viewportWidth, timeZone: 'UTC' });

describe('the width a page is drawn for', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Mobile Safari/537.36',
      390,
    ],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1', 390],
    ['Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) Safari/604.1', 820],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Safari/537.36', 820],
    ['Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/156.0.0.0 Safari/537.36', 1280],
    ['', 1280],
  ])('%s: %i px', (userAgent, width) => {
    expect(viewportWidthFor(userAgent)).toBe(width);
  });
});

describe("MUI's breakpoint queries, answered for that width", () => {
  it('a phone is below sm and md, a laptop above md and lg', () => {
    drawnFor(390);
    expect(matchRenderedWidth('(max-width:599.95px)').matches).toBe(true);
    expect(matchRenderedWidth('(min-width:900px)').matches).toBe(false);
    drawnFor(1280);
    expect(matchRenderedWidth('(max-width:599.95px)').matches).toBe(false);
    expect(matchRenderedWidth('(min-width:900px)').matches).toBe(true);
    expect(matchRenderedWidth('(min-width:1200px)').matches).toBe(true);
    expect(matchRenderedWidth('(min-width:1536px)').matches).toBe(false);
  });

  it('a range holds only between its ends; with no snapshot a laptop is assumed', () => {
    drawnFor(820);
    expect(matchRenderedWidth('(min-width:600px) and (max-width:899.95px)').matches).toBe(true);
    drawnFor(900);
    expect(matchRenderedWidth('(min-width:600px) and (max-width:899.95px)').matches).toBe(false);
    setRenderSnapshot(null);
    expect(matchRenderedWidth('(min-width:900px)').matches).toBe(true);
  });
});
