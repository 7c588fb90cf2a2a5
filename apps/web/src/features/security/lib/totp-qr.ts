import { renderSVG } from 'uqr';

/**
 * The otpauth:// address of a new two-step secret as a QR code: an SVG data URL for an <img>
 * (the CSP allows data: images). uqr, as the deposit screen's QR codes, so the app has one QR
 * library; black on white with a quiet border, which every authenticator app reads.
 */
export function totpQrCodeDataUrl(totpUri: string): string {
  const svg = renderSVG(totpUri, {
    border: 2,
    pixelSize: 6,
    whiteColor: '#ffffff',
    blackColor: '#000000',
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
