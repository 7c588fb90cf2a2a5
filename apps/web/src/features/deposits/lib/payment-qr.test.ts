import { describe, expect, it } from 'vitest';
import { qrCodeDataUrl } from './payment-qr.ts';

describe('qrCodeDataUrl', () => {
  it('draws an SVG that differs by content', () => {
    const first = qrCodeDataUrl('TQ1bQjm2Ww3d5m9nMZr6cXzV3K8oNf6Y4a');
    const second = qrCodeDataUrl('0x52908400098527886E0F7030069857D2E4169EE7');
    expect(first).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(first)).toContain('<svg');
    expect(first).not.toBe(second);
  });
});
