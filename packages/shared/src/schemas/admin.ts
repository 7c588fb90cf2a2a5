import { z } from 'zod';
import { RESTRICTION_REASON_MAX } from '../errors.ts';
import { MONEY_PATTERN } from '../money.ts';
import {
  amountsInOrder,
  dateTimeField,
  moneyInput,
  moneyString,
  pageField,
  pageOf,
  rateString,
  sizeField,
} from './common.ts';

/**
 * PATCH /api/admin/settings: only the settings sent change. Unknown keys are refused, so a
 * misspelt name is an error instead of a silent no-op.
 */
export const updateSettingsBody = z
  .strictObject({
    menuContact: z.boolean('Choose on or off'),
    rateMYR: rateString,
    rateIDR: rateString,
    rateSGD: rateString,
    rateBND: rateString,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Change at least one setting');
export type UpdateSettingsBody = z.input<typeof updateSettingsBody>;

/** The user funds staff may credit or debit; demo money is minted, never adjusted. */
export const ADJUSTABLE_ACCOUNTS = ['wallet', 'bonus', 'profit'] as const;
export type AdjustableAccount = (typeof ADJUSTABLE_ACCOUNTS)[number];

export const adminUserParams = z.object({
  userId: z.string().trim().min(1, 'Choose a user').max(128, 'Not a user id'),
});

/** POST /api/admin/users/{userId}/adjustments, with an Idempotency-Key header. */
export const adjustmentBody = z.object({
  account: z.enum(ADJUSTABLE_ACCOUNTS, 'Choose wallet, bonus or profit'),
  direction: z.enum(['credit', 'debit'], 'Choose credit or debit'),
  amount: moneyInput,
  reason: z
    .string('Give a reason')
    .trim()
    .min(3, 'Give a reason of at least 3 characters')
    .max(200, 'Keep the reason under 200 characters'),
});
export type AdjustmentBody = z.input<typeof adjustmentBody>;

export const adjustmentResponse = z.object({
  transferId: z.string(),
  account: z.enum(ADJUSTABLE_ACCOUNTS),
  /** The fund's balance after the adjustment, in USD. */
  balance: moneyString,
});
export type AdjustmentResponse = z.infer<typeof adjustmentResponse>;

// ---------------------------------------------------------------------------------------------
// Issue 4: the admin console's read and staff-action contract.
// ---------------------------------------------------------------------------------------------

/** Error codes of the admin console's refusals. */
export const ADMIN_ERROR_CODES = {
  /** 409: staff may not block or ban themselves. */
  cannotActOnSelf: 'CANNOT_ACT_ON_SELF',
  /** 403: staff may not block or ban an admin. */
  cannotActOnAdmin: 'CANNOT_ACT_ON_ADMIN',
  /** 409: Real trading needs the user's latest KYC submission to be approved. */
  kycNotApproved: 'KYC_NOT_APPROVED',
  /** 409 with fields.slug: another investment package has this slug. */
  slugTaken: 'SLUG_TAKEN',
} as const;

/** A percentage typed by staff: 0 to 100 with at most two decimals ("1", "0.1", "12.50"). */
export const percentInput = z
  .string('Enter a percentage')
  .trim()
  .regex(/^(0|[1-9]\d{0,2})(\.\d{1,2})?$/, 'Enter a percentage with at most two decimals')
  .refine((value) => Number(value) <= 100, 'A percentage is at most 100');
/** A percentage in JSON: two decimals, e.g. "1.00". */
export const percentString = z.string().regex(/^\d{1,3}\.\d{2}$/);
/** Non-negative money typed by staff (zero allowed), at most two decimals. */
export const moneyOrZeroInput = z
  .string('Enter an amount')
  .trim()
  .regex(MONEY_PATTERN, 'Enter an amount with at most two decimals');

/** The support address staff set: an e-mail address, shown to blocked users on the sign-in page. */
export const supportEmailInput = z
  .string('Enter an e-mail address')
  .trim()
  .max(254, 'Keep the address under 254 characters')
  .pipe(z.email('Enter a valid e-mail address'));

/** GET /api/admin/settings: every setting. Money in USD, fee and commission rates in percent. */
export const adminSettingsResponse = z.object({
  menuContact: z.boolean(),
  rateMYR: rateString,
  rateIDR: rateString,
  rateSGD: rateString,
  rateBND: rateString,
  withdrawalFeePercent: percentString,
  withdrawalFeeFixed: moneyString,
  withdrawalMin: moneyString,
  depositMin: moneyString,
  depositMax: moneyString,
  tradeFeePercent: percentString,
  referralLevel1Percent: percentString,
  referralLevel2Percent: percentString,
  demoBalance: moneyString,
  /** Where a blocked user, who cannot sign in to chat, is told to write. */
  supportEmail: z.string(),
  updatedAt: z.string(),
});
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponse>;

/**
 * PATCH /api/admin/settings, the whole form: only the settings sent change; unknown keys are
 * refused. The response stays publicSettingsSchema (what every browser hears); read the whole
 * set again with GET. depositMax >= depositMin is checked against
 * the stored values too (400 with fields.depositMax).
 */
export const updateAdminSettingsBody = z
  .strictObject({
    menuContact: z.boolean('Choose on or off'),
    rateMYR: rateString,
    rateIDR: rateString,
    rateSGD: rateString,
    rateBND: rateString,
    withdrawalFeePercent: percentInput,
    withdrawalFeeFixed: moneyOrZeroInput,
    withdrawalMin: moneyOrZeroInput,
    depositMin: moneyInput,
    depositMax: moneyInput,
    tradeFeePercent: percentInput,
    referralLevel1Percent: percentInput,
    referralLevel2Percent: percentInput,
    demoBalance: moneyOrZeroInput,
    supportEmail: supportEmailInput,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Change at least one setting')
  .refine((body) => amountsInOrder(body.depositMin, body.depositMax), {
    path: ['depositMax'],
    message: 'The maximum deposit must be at least the minimum',
  });
export type UpdateAdminSettingsBody = z.input<typeof updateAdminSettingsBody>;

/** GET /api/admin/settings/rate-history?page=&size=: rate changes, newest first. */
export const rateHistoryQuery = z.object({ page: pageField, size: sizeField });
export const rateChangeSchema = z.object({
  currency: z.enum(['MYR', 'IDR', 'SGD', 'BND']),
  from: z.string().nullable(),
  to: z.string(),
  actorId: z.string(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type RateChange = z.infer<typeof rateChangeSchema>;
export const rateHistoryResponse = pageOf(rateChangeSchema);
export type RateHistoryResponse = z.infer<typeof rateHistoryResponse>;

/** GET /api/admin/audit: newest first, filterable; from/to are ISO date-times (inclusive). */
export const auditQuery = z.object({
  page: pageField,
  size: sizeField,
  action: z.string().trim().min(1).max(64, 'Action is at most 64 characters').optional(),
  actorId: z.string().trim().min(1).max(128, 'Not a user id').optional(),
  targetType: z.string().trim().min(1).max(32, 'Target type is at most 32 characters').optional(),
  targetId: z.string().trim().min(1).max(128, 'Target id is at most 128 characters').optional(),
  from: dateTimeField.optional(),
  to: dateTimeField.optional(),
});
export type AuditQuery = z.input<typeof auditQuery>;
export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorRole: z.string(),
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** What people call the target: the user's name, the deposit's number; null if unknown. */
  targetName: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditEntrySchema>;
export const auditListResponse = pageOf(auditEntrySchema);
export type AuditListResponse = z.infer<typeof auditListResponse>;

/** GET /api/admin/users?q=&page=&size=: q matches name, username or e-mail, any case. */
export const adminUsersQuery = z.object({
  q: z.string().trim().max(100, 'Search with at most 100 characters').optional(),
  page: pageField,
  size: sizeField,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;
export const USER_STATUSES = ['active', 'banned'] as const;
export const USER_ROLES = ['user', 'admin', 'support'] as const;
export const adminUserSummary = z.object({
  id: z.string(),
  name: z.string(),
  userName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  userStatus: z.enum(USER_STATUSES),
  userBlock: z.boolean(),
  userTrading: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummary>;
export const adminUsersResponse = pageOf(adminUserSummary);
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

/** GET /api/admin/users/{userId}: profile, state, KYC state and all four funds (USD). */
export const adminUserDetail = adminUserSummary.extend({
  /** Why staff blocked or banned the account; null when neither. */
  restrictionReason: z.string().nullable(),
  firstName: z.string(),
  currency: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  kycStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
  funds: z.object({
    wallet: moneyString,
    bonus: moneyString,
    profit: moneyString,
    demo: moneyString,
  }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

/** GET /api/admin/users/{userId}/statement?account=&cursor=&size=: newest first. */
export const adminStatementQuery = z.object({
  account: z.enum(['wallet', 'bonus', 'profit', 'demo'], 'Choose wallet, bonus, profit or demo'),
  /** The id of the last entry of the previous page; the next page holds older entries. */
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, 'Not a cursor')
    .optional(),
  size: sizeField,
});
export type AdminStatementQuery = z.input<typeof adminStatementQuery>;
/** What a movement belongs to, for a link to it: a deposit, a withdrawal, an investment, a trade. */
export const MOVEMENT_SUBJECTS = ['deposit', 'withdrawal', 'investment', 'position'] as const;
export type MovementSubjectType = (typeof MOVEMENT_SUBJECTS)[number];

export const statementEntrySchema = z.object({
  id: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: moneyString,
  kind: z.string(),
  reference: z.string().nullable(),
  /** The line a person reads: 'Deposit DEP-000042', 'Adjustment by staff: goodwill'. */
  description: z.string(),
  subject: z.object({ type: z.enum(MOVEMENT_SUBJECTS), id: z.string() }).nullable(),
  createdAt: z.string(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;
export const adminStatementResponse = z.object({
  items: z.array(statementEntrySchema),
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type AdminStatementResponse = z.infer<typeof adminStatementResponse>;

/** POST /api/admin/users/{userId}/trading: true = Real (needs approved KYC), false = Free. */
export const userTradingBody = z.object({
  userTrading: z.boolean('Choose Real (true) or Free (false)'),
});
export type UserTradingBody = z.input<typeof userTradingBody>;

/**
 * POST /api/admin/users/{userId}/block and /ban: why, in words the user is shown when their
 * session ends and on their next sign-in attempt.
 */
export const userRestrictionBody = z.object({
  reason: z
    .string('Give the reason the user will read')
    .trim()
    .min(3, 'Give a reason of at least 3 characters')
    .max(RESTRICTION_REASON_MAX, `Keep the reason under ${RESTRICTION_REASON_MAX} characters`),
});
export type UserRestrictionBody = z.input<typeof userRestrictionBody>;

/** The answer of block, unblock, ban and trading: the user as it now is. */
export const adminUserActionResponse = adminUserSummary;

/** GET /api/admin/overview. Pending deposits and withdrawals are 0 until those queues exist. */
export const adminOverviewResponse = z.object({
  users: z.number(),
  pendingKyc: z.number(),
  pendingDeposits: z.number(),
  pendingWithdrawals: z.number(),
  /** Flagged referrals waiting for staff (issue 20). */
  pendingReferrals: z.number(),
  /** Support conversations whose user waits for a reply (issue 21). */
  waitingChats: z.number(),
  totals: z.object({ wallet: moneyString, bonus: moneyString, profit: moneyString }),
  ledger: z.object({ ok: z.boolean(), breaches: z.number() }),
});
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponse>;
