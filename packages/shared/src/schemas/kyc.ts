import { z } from 'zod';
import { pageOf } from './common.ts';

export const KYC_ID_TYPES = ['passport', 'national_id', 'driving_licence'] as const;
export const KYC_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export const KYC_DOCUMENT_SIDES = ['front', 'back', 'selfie'] as const;
export type KycDocumentSide = (typeof KYC_DOCUMENT_SIDES)[number];
/** Documents: JPEG, PNG, WebP or PDF up to 5 MB each, recognised by their bytes. */
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_DOCUMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;

const MIN_AGE_YEARS = 18;

/** 2001-02-29 matches the pattern, and JavaScript rolls it over to March; PostgreSQL refuses it. */
function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

function isAdultOn(dateOfBirth: string, today: Date): boolean {
  const born = new Date(`${dateOfBirth}T00:00:00Z`);
  if (Number.isNaN(born.getTime())) return false;
  const adultFrom = new Date(born);
  adultFrom.setUTCFullYear(born.getUTCFullYear() + MIN_AGE_YEARS);
  return adultFrom.getTime() <= today.getTime() && born.getUTCFullYear() >= 1900;
}

/** The text fields of a KYC submission (the documents travel as multipart files beside them). */
export const kycFieldsBody = z.object({
  legalName: z
    .string('Enter your name as on the document')
    .trim()
    .min(2, 'Enter your name as on the document')
    .max(120, 'Use at most 120 characters'),
  dateOfBirth: z
    .string('Enter your date of birth')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD')
    .refine(isCalendarDay, 'Enter a date that exists, as YYYY-MM-DD')
    .refine((value) => isAdultOn(value, new Date()), 'You must be at least 18 years old'),
  nationality: z
    .string('Choose your nationality')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Choose your nationality'),
  address: z
    .string('Enter your address')
    .trim()
    .min(10, 'Enter your full address')
    .max(300, 'Use at most 300 characters'),
  idType: z.enum(KYC_ID_TYPES, 'Choose passport, national ID or driving licence'),
  idNumber: z
    .string('Enter the document number')
    .trim()
    .regex(/^[A-Za-z0-9-]{4,30}$/, 'Use 4 to 30 letters, digits or -'),
});
export type KycFieldsBody = z.input<typeof kycFieldsBody>;

/** A submission as its owner sees it: the document number only by its last four characters. */
export const kycSubmissionSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  legalName: z.string(),
  dateOfBirth: z.string(),
  nationality: z.string(),
  address: z.string(),
  idType: z.enum(KYC_ID_TYPES),
  idNumberLast4: z.string(),
  documents: z.array(z.enum(KYC_DOCUMENT_SIDES)),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;

/** GET /api/kyc: the user's state and latest submission. */
export const kycStatusResponse = z.object({
  status: z.enum(KYC_STATUSES),
  submission: kycSubmissionSchema.nullable(),
});
export type KycStatusResponse = z.infer<typeof kycStatusResponse>;

export const kycRejectBody = z.object({
  reason: z
    .string('Give the reason the user will see')
    .trim()
    .min(5, 'Give the reason the user will see')
    .max(500, 'Use at most 500 characters'),
});

/** Error codes of the KYC endpoints. */
export const KYC_ERROR_CODES = {
  /** 409: the user already has a submission waiting for review. */
  pending: 'KYC_PENDING',
  /** 409: the user is already verified. */
  approved: 'KYC_APPROVED',
  /** 409: staff tried to decide a submission that is no longer pending. */
  notPending: 'KYC_NOT_PENDING',
} as const;

/** GET /api/kyc/{submissionId}/documents/{side}. */
export const kycDocumentParams = z.object({
  submissionId: z.uuid('Not a submission id'),
  side: z.enum(KYC_DOCUMENT_SIDES, 'Use front, back or selfie'),
});

/** /api/admin/kyc/{id}. */
export const adminKycParams = z.object({
  id: z.uuid('Not a submission id'),
});

/** GET /api/admin/kyc: pending ones oldest first; decided ones most recently decided first. */
export const adminKycListQuery = z.object({
  status: z
    .enum(['pending', 'approved', 'rejected'], 'Use pending, approved or rejected')
    .default('pending'),
  page: z.coerce
    .number('Use a page number')
    .int('Use a page number')
    .min(1)
    .max(100_000)
    .default(1),
  size: z.coerce
    .number('Use a page size')
    .int('Use a page size')
    .min(1, 'Use 1 to 100')
    .max(100, 'Use 1 to 100')
    .default(20),
});

export const adminKycListItem = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  idType: z.enum(KYC_ID_TYPES),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AdminKycListItem = z.infer<typeof adminKycListItem>;

export const adminKycListResponse = pageOf(adminKycListItem);
export type AdminKycListResponse = z.infer<typeof adminKycListResponse>;

/** GET /api/admin/kyc/{id} (and the answer to approve / reject): everything, full id number. */
export const adminKycDetail = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  legalName: z.string(),
  dateOfBirth: z.string(),
  nationality: z.string(),
  address: z.string(),
  idType: z.enum(KYC_ID_TYPES),
  idNumber: z.string(),
  documents: z.array(z.object({ side: z.enum(KYC_DOCUMENT_SIDES), url: z.string() })),
  rejectionReason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  submittedAt: z.string(),
});
export type AdminKycDetail = z.infer<typeof adminKycDetail>;
