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

/** '21 Nov 2026, 09:14' in the person's own time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** '12 Apr 1990' for the ISO date '1990-04-12', whatever the time zone. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
