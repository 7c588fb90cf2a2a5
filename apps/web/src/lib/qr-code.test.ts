import { describe, expect, it } from 'vitest';
import { qrCodeDataUrl } from './qr-code.ts';

describe('qrCodeDataUrl', () => {
  it('draws the text as an SVG data URL', () => {
    const url = qrCodeDataUrl('http://localhost:3000/register/ada');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('draws different texts differently', () => {
    expect(qrCodeDataUrl('http://localhost:3000/register/ada')).not.toBe(
      qrCodeDataUrl('http://localhost:3000/register/bob'),
    );
  });
});
