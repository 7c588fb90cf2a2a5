import { DEPOSIT_PROOF_MAX_BYTES } from '@kapital/shared/constants';
import { kycFileKind } from '@/lib/kyc-file.ts';

// The server's own words for the same refusals (413 and 415 on POST /api/deposits/{id}/proof).
export const PROOF_TOO_LARGE = `The proof must be at most ${DEPOSIT_PROOF_MAX_BYTES / (1024 * 1024)} MB`;
export const PROOF_WRONG_TYPE = 'Use a JPEG, PNG, WebP or PDF file';
export const PROOF_MISSING = 'Choose a picture or PDF of your payment';

/** What the file picker offers; the bytes decide, as on the server. */
export const PROOF_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

export type ProofFileCheck = { ok: true; isPdf: boolean } | { ok: false; problem: string };

/**
 * Whether the server would take this file as proof of payment: the same types as KYC
 * documents, recognised by their first bytes, checked before any upload.
 */
export async function checkProofFile(file: Blob): Promise<ProofFileCheck> {
  if (file.size > DEPOSIT_PROOF_MAX_BYTES) return { ok: false, problem: PROOF_TOO_LARGE };
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const kind = kycFileKind(head);
  return kind ? { ok: true, isPdf: kind === 'pdf' } : { ok: false, problem: PROOF_WRONG_TYPE };
}
