import { z } from 'zod';
import { moneyString, pageField, pageOf, sizeField } from './common.ts';

/**
 * The user's referrals page, /refferals (SPEC.md section 4 "Referrals"; issue 20 item 1). The
 * people are the user's level 1 (they registered with the user's link) and level 2 (they
 * registered with the link of a level-1 person). Amounts are USD, as the bonus fund they are
 * paid into.
 */

/**
 * "na***@example.com": enough for a referrer to recognise whom, not to write to them. At most
 * two characters, and never more than half of the name before the @, are shown.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const shown = Math.min(2, Math.floor(at / 2));
  return `${email.slice(0, shown)}***${email.slice(at)}`;
}

const referralLevel = z.union([z.literal(1), z.literal(2)]);

/** GET /api/referrals: the link to share and the page's figures over both levels. */
export const referralSummarySchema = z.object({
  /** `{BASE_URL}/register/{username}`: the registration form with the code filled in. */
  link: z.string(),
  /** Everyone on the people list (level 1 and level 2). */
  people: z.number().int(),
  /** Of them, how many have their identity (KYC) approved. */
  verified: z.number().int(),
  /** Of them, how many have had a deposit approved. */
  deposited: z.number().int(),
  /** Commissions paid into the bonus fund, in USD. */
  earned: moneyString,
  /** Commissions held while staff review a flagged referral, in USD. */
  held: moneyString,
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** One person the user referred, newest first. */
export const myReferredPersonSchema = z.object({
  /** Masked: maskEmail. */
  email: z.string(),
  joinedAt: z.string(),
  level: referralLevel,
  /** Their identity (KYC) is approved. */
  verified: z.boolean(),
  /** Staff have approved a deposit of theirs. */
  deposited: z.boolean(),
});
export type MyReferredPerson = z.infer<typeof myReferredPersonSchema>;

/**
 * What the user sees of a commission: `paid` into the bonus fund (also when paid after staff
 * approved a held one), `held` for review, `rejected` when staff rejected the referral and it
 * will never be paid.
 */
export const MY_COMMISSION_STATUSES = ['paid', 'held', 'rejected'] as const;
export type MyCommissionStatus = (typeof MY_COMMISSION_STATUSES)[number];

/** One commission an approved deposit earned the user, newest first. */
export const myCommissionSchema = z.object({
  /** When the deposit was approved. */
  createdAt: z.string(),
  /** The depositor, masked: maskEmail. */
  from: z.string(),
  level: referralLevel,
  /** The approved deposit, in USD. */
  depositAmount: moneyString,
  /** The commission, in USD. */
  amount: moneyString,
  status: z.enum(MY_COMMISSION_STATUSES),
});
export type MyCommission = z.infer<typeof myCommissionSchema>;

/** GET /api/referrals/people?page&size and GET /api/referrals/commissions?page&size. */
export const referralListQuery = z.object({ page: pageField, size: sizeField });
export const myReferredPeopleResponse = pageOf(myReferredPersonSchema);
export type MyReferredPeople = z.infer<typeof myReferredPeopleResponse>;
export const myCommissionsResponse = pageOf(myCommissionSchema);
export type MyCommissions = z.infer<typeof myCommissionsResponse>;
