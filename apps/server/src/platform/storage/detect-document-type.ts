import { detectImageType } from './detect-image-type.ts';

export interface DocumentType {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  extension: 'jpg' | 'png' | 'webp' | 'pdf';
}

/**
 * An uploaded document's type (KYC documents, deposit proofs) by its first bytes: the images an
 * avatar may be, or a PDF (`%PDF-`). The file name and the Content-Type sent are never trusted.
 */
export function detectDocumentType(bytes: Buffer): DocumentType | null {
  const image = detectImageType(bytes);
  if (image) return image;
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') {
    return { contentType: 'application/pdf', extension: 'pdf' };
  }
  return null;
}
