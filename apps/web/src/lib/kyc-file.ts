import { KYC_DOCUMENT_MAX_BYTES, type KycDocumentSide } from '@kapital/shared';
import { i18n } from './i18n/i18n.ts';

// The server's own words for the same refusals (POST /api/kyc, 413 and 415 naming the field),
// in the chosen language.
export const kycFileTooLarge = () =>
  i18n.t('kycFile.tooLarge', { megabytes: KYC_DOCUMENT_MAX_BYTES / (1024 * 1024) });
export const kycFileWrongType = () => i18n.t('kycFile.wrongType');

/** What the file pickers offer; the bytes decide, as on the server. */
export const KYC_FILE_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** The kinds of document the server takes, by their first bytes. */
export type KycFileKind = 'jpeg' | 'png' | 'webp' | 'pdf';

const SIGNATURE_LENGTH = 12;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];
/** '%PDF-' */
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** What a file's first bytes say it is, or null when it is none of the accepted types. */
export function kycFileKind(head: Uint8Array): KycFileKind | null {
  if (startsWith(head, JPEG_SIGNATURE)) return 'jpeg';
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'webp';
  if (startsWith(head, PDF_SIGNATURE)) return 'pdf';
  return null;
}

export type KycFileCheck = { ok: true; kind: KycFileKind } | { ok: false; problem: string };

/**
 * Whether the server would take this file as a KYC document, checked before uploading: a
 * refusal costs no upload and says the same as the server would. The name and the type the
 * browser guessed from it count for nothing.
 */
export async function checkKycFile(file: Blob): Promise<KycFileCheck> {
  if (file.size > KYC_DOCUMENT_MAX_BYTES) return { ok: false, problem: kycFileTooLarge() };
  const head = new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer());
  const kind = kycFileKind(head);
  return kind ? { ok: true, kind } : { ok: false, problem: kycFileWrongType() };
}

/** What the server says when a document is missing, read in the language chosen by then. */
export const KYC_MISSING_FILE: Readonly<Record<KycDocumentSide, string>> = {
  get front() {
    return i18n.t('kycFile.missingFront');
  },
  get back() {
    return i18n.t('kycFile.missingBack');
  },
  get selfie() {
    return i18n.t('kycFile.missingSelfie');
  },
};

/** The documents an ID type needs: a passport has no back. */
export function requiredSides(idType: string): readonly KycDocumentSide[] {
  return idType === 'passport' ? ['front', 'selfie'] : ['front', 'back', 'selfie'];
}
