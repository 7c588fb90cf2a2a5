import type { KycDocumentSide, KycSubmission } from '@kapital/shared';
import type { ParseKeys } from 'i18next';

export const ID_TYPE_KEYS: Record<KycSubmission['idType'], ParseKeys<'kyc'>> = {
  passport: 'idTypes.passport',
  national_id: 'idTypes.nationalId',
  driving_licence: 'idTypes.drivingLicence',
};

export const SIDE_KEYS: Record<KycDocumentSide, ParseKeys<'kyc'>> = {
  front: 'sides.front',
  back: 'sides.back',
  selfie: 'sides.selfie',
};

export const SIDE_HINT_KEYS: Record<KycDocumentSide, ParseKeys<'kyc'>> = {
  front: 'sideHints.front',
  back: 'sideHints.back',
  selfie: 'sideHints.selfie',
};
