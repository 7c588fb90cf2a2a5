import { describe, expect, it } from 'vitest';
import { totpQrCodeDataUrl } from './totp-qr.ts';

describe('totpQrCodeDataUrl', () => {
  it('draws the address as an SVG image, the secret never readable in the URL', () => {
    const uri = 'otpauth://totp/Kapital:grace%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Kapital';
    const url = totpQrCodeDataUrl(uri);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg[^>]*>/);
    expect(svg).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('draws a different code for a different secret', () => {
    const a = totpQrCodeDataUrl('otpauth://totp/Kapital:a?secret=AAAAAAAAAAAAAAAA');
    const b = totpQrCodeDataUrl('otpauth://totp/Kapital:a?secret=BBBBBBBBBBBBBBBB');
    expect(a).not.toBe(b);
  });
});
