import { renderSVG } from 'uqr';

/**
 * A QR code of `text` as an SVG data URL, for an <img> with its own accessible name (the CSP
 * allows data: images): black on white with a quiet border, which every phone camera reads.
 */
export function qrCodeDataUrl(text: string): string {
  const svg = renderSVG(text, {
    border: 2,
    pixelSize: 6,
    whiteColor: '#ffffff',
    blackColor: '#000000',
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
