import { z } from 'zod';
import { moneyString, pageField, pageOf, sizeField } from './common.ts';

// ---------------------------------------------------------------------------------------------
// Issue 20 items 3 and 4: the console's review of flagged referrals and a user's referral tree
// (decision 035). A referral is named by its referred user: each user has at most one referrer.
// ---------------------------------------------------------------------------------------------

/** Error codes of the referral review. */
export const REFERRAL_REVIEW_ERROR_CODES = {
  /** 409: the referral is not waiting for a decision (clear, or decided already). */
  notFlagged: 'REFERRAL_NOT_FLAGGED',
} as const;

export const REFERRAL_LINK_STATUSES = ['clear', 'flagged', 'approved', 'rejected'] as const;
export type ReferralLinkStatus = (typeof REFERRAL_LINK_STATUSES)[number];
/**
 * paid: in the referrer's bonus fund (at the deposit's approval, or when staff approved the
 * held referral: then decidedAt is set); held: waiting for staff; voided: never paid.
 */
export const COMMISSION_RECORD_STATUSES = ['paid', 'held', 'voided'] as const;
export type CommissionRecordStatus = (typeof COMMISSION_RECORD_STATUSES)[number];

/** Why a sign-up was flagged: the IP it shares, the device cookie, the bank account number. */
export const REFERRAL_EVIDENCE_KINDS = ['sameIp', 'sameDevice', 'sameBank'] as const;
export const referralEvidenceSchema = z.object({
  kind: z.enum(REFERRAL_EVIDENCE_KINDS),
  /** In words: 'Same IP 1.2.3.4', 'Same device', 'Same bank'. */
  label: z.string(),
});
export type ReferralEvidenceItem = z.infer<typeof referralEvidenceSchema>;

/** Someone on either end of a referral, as staff recognise them. */
export const referralPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  userName: z.string(),
});
export type ReferralPerson = z.infer<typeof referralPersonSchema>;

/** A sum of commissions and how many there are. */
export const commissionTallySchema = z.object({ total: moneyString, count: z.number() });
export type CommissionTally = z.infer<typeof commissionTallySchema>;

/** GET /api/admin/referrals?page=&size=: the flagged referrals, oldest flag first. */
export const flaggedReferralsQuery = z.object({ page: pageField, size: sizeField });
export type FlaggedReferralsQuery = z.input<typeof flaggedReferralsQuery>;

export const flaggedReferralSchema = z.object({
  referred: referralPersonSchema,
  referrer: referralPersonSchema,
  evidence: z.array(referralEvidenceSchema),
  flaggedAt: z.string(),
  /** The commissions this referral holds back (of its own deposits and of its chain). */
  held: commissionTallySchema,
});
export type FlaggedReferral = z.infer<typeof flaggedReferralSchema>;
export const flaggedReferralsResponse = pageOf(flaggedReferralSchema);
export type FlaggedReferralsResponse = z.infer<typeof flaggedReferralsResponse>;

/** /api/admin/referrals/{referredId}/approve and /reject: the referred user's id. */
export const adminReferralParams = z.object({
  referredId: z.string().trim().min(1, 'Choose a referral').max(128, 'Not a user id'),
});

/** POST /api/admin/referrals/{referredId}/reject, with an Idempotency-Key: staff's reason. */
export const referralRejectBody = z.object({
  reason: z
    .string('Give a reason')
    .trim()
    .min(3, 'Give a reason of at least 3 characters')
    .max(300, 'Keep the reason under 300 characters'),
});
export type ReferralRejectBody = z.input<typeof referralRejectBody>;

/** The answer of approve and reject: the referral as decided, and what its commissions became. */
export const referralDecisionResponse = z.object({
  referredId: z.string(),
  status: z.enum(['approved', 'rejected']),
  decidedAt: z.string(),
  reason: z.string().nullable(),
  /** Held commissions paid by this approval (their chain is now clear). */
  paid: commissionTallySchema,
  /** Held commissions voided by this rejection. */
  voided: commissionTallySchema,
});
export type ReferralDecisionResponse = z.infer<typeof referralDecisionResponse>;

/** How many people and commissions the user detail lists at most, newest first. */
export const USER_REFERRALS_LIST_MAX = 100;

export const referralLinkSchema = z.object({
  person: referralPersonSchema,
  status: z.enum(REFERRAL_LINK_STATUSES),
  evidence: z.array(referralEvidenceSchema),
  joinedAt: z.string(),
});

export const adminReferredPersonSchema = referralLinkSchema.extend({
  /** 1: referred by the user; 2: referred by someone the user referred. */
  level: z.union([z.literal(1), z.literal(2)]),
});
export type AdminReferredPerson = z.infer<typeof adminReferredPersonSchema>;

export const userCommissionSchema = z.object({
  depositId: z.string(),
  depositNumber: z.string(),
  level: z.union([z.literal(1), z.literal(2)]),
  /** Who deposited. */
  from: referralPersonSchema,
  depositAmount: moneyString,
  amount: moneyString,
  status: z.enum(COMMISSION_RECORD_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type UserCommission = z.infer<typeof userCommissionSchema>;

/** GET /api/admin/users/{userId}/referrals: the user's referrer, referrals and commissions. */
export const adminUserReferralsResponse = z.object({
  /** Who referred the user, and how staff saw that referral; null if nobody. */
  referredBy: referralLinkSchema.nullable(),
  /** Level 1 and 2, newest first, at most USER_REFERRALS_LIST_MAX; `referredTotal` counts all. */
  referred: z.array(adminReferredPersonSchema),
  referredTotal: z.number(),
  /** Commissions the user earned, newest first, at most USER_REFERRALS_LIST_MAX. */
  commissions: z.array(userCommissionSchema),
  commissionsTotal: z.number(),
  earned: z.object({ paid: moneyString, held: moneyString }),
});
export type AdminUserReferrals = z.infer<typeof adminUserReferralsResponse>;
