import type { KycDocumentSide, KycSubmission } from '@kapital/shared';

export const ID_TYPE_LABELS: Record<KycSubmission['idType'], string> = {
  passport: 'Passport',
  national_id: 'National ID',
  driving_licence: 'Driving licence',
};

export const SIDE_LABELS: Record<KycDocumentSide, string> = {
  front: 'Front of the document',
  back: 'Back of the document',
  selfie: 'Selfie holding the document',
};
