import { KYC_ID_TYPE_LABELS, type KycDocumentSide } from '@kapital/shared';

/** The console names documents the same way. */
export const ID_TYPE_LABELS = KYC_ID_TYPE_LABELS;

export const SIDE_LABELS: Record<KycDocumentSide, string> = {
  front: 'Front of the document',
  back: 'Back of the document',
  selfie: 'Selfie holding the document',
};
