import { describe, expect, it } from 'vitest';
import { qrCodeDataUrl } from './qr-code.ts';

const svgOf = (url: string) => decodeURIComponent(url.slice(url.indexOf(',') + 1));

describe('qrCodeDataUrl', () => {
  it('draws the text as an SVG data URL', () => {
    const url = qrCodeDataUrl('http://localhost:3000/register/ada');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(svgOf(url)).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('draws different texts differently', () => {
    expect(qrCodeDataUrl('TQ1bQjm2Ww3d5m9nMZr6cXzV3K8oNf6Y4a')).not.toBe(
      qrCodeDataUrl('0x52908400098527886E0F7030069857D2E4169EE7'),
    );
  });

  it('never writes a two-step secret readably into the image', () => {
    const uri = 'otpauth://totp/Kapital:grace%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Kapital';
    expect(svgOf(qrCodeDataUrl(uri))).not.toContain('JBSWY3DPEHPK3PXP');
  });
});
