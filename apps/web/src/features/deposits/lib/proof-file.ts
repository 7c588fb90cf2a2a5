import { DEPOSIT_PROOF_MAX_BYTES } from '@kapital/shared/constants';
import type { TFunction } from 'i18next';
import { kycFileKind } from '@/lib/kyc-file.ts';

/** Why a file cannot be proof of payment, before any upload (the server refuses the same). */
export type ProofProblem = 'tooLarge' | 'wrongType' | 'missing';

/** What the file picker offers; the bytes decide, as on the server. */
export const PROOF_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

export type ProofFileCheck = { ok: true; isPdf: boolean } | { ok: false; problem: ProofProblem };

/**
 * Whether the server would take this file as proof of payment: the same types as KYC
 * documents, recognised by their first bytes, checked before any upload.
 */
export async function checkProofFile(file: Blob): Promise<ProofFileCheck> {
  if (file.size > DEPOSIT_PROOF_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const kind = kycFileKind(head);
  return kind ? { ok: true, isPdf: kind === 'pdf' } : { ok: false, problem: 'wrongType' };
}

/**
 * The problem in the chosen language; in English, the server's own words for the same refusals
 * (413 and 415 on POST /api/deposits/{id}/proof).
 */
export function proofProblemText(problem: ProofProblem, t: TFunction<'deposits'>): string {
  switch (problem) {
    case 'tooLarge':
      return t('proofFile.tooLarge', { megabytes: DEPOSIT_PROOF_MAX_BYTES / (1024 * 1024) });
    case 'wrongType':
      return t('proofFile.wrongType');
    case 'missing':
      return t('proofFile.missing');
  }
}
