import type { AdminKycDetail } from '@kapital/shared';
import type { KycQueueStatus } from '../api/get-kyc-queue.ts';

/** A submission's state in words (keys of admin-kyc.json). */
export const STATUS_LABELS = {
  pending: 'status.pending',
  approved: 'status.approved',
  rejected: 'status.rejected',
} as const satisfies Record<KycQueueStatus, string>;

/** Each kind of identity document as people name it (keys of admin-kyc.json). */
export const ID_TYPE_LABELS = {
  passport: 'idType.passport',
  national_id: 'idType.national_id',
  driving_licence: 'idType.driving_licence',
} as const satisfies Record<AdminKycDetail['idType'], string>;
