import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { deposits } from './money.ts';

/** Why a sign-up looks like its referrer's own: each flag names its evidence. */
export interface ReferralEvidence {
  /** The sign-up IP address the two share. */
  sameIp?: string;
  /** The registering browser's signed device cookie vouched for the referrer. */
  sameDevice?: true;
  /** The referred person's bank account number equals the referrer's. */
  sameBank?: true;
}

/**
 * One referred user and their level-1 referrer, made at registration (decision 035). A sign-up
 * sharing the referrer's IP, device or bank account is `flagged`: its commissions are held until
 * staff approve (paid once) or reject (never paid); the decision columns are theirs.
 */
export const referral = pgTable(
  'referral',
  {
    referredId: text('referred_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    referrerId: text('referrer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['clear', 'flagged', 'approved', 'rejected'] })
      .notNull()
      .default('clear'),
    evidence: jsonb('evidence').$type<ReferralEvidence>().notNull().default({}),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('referral_referrer_idx').on(table.referrerId),
    // The console's queue of flagged referrals.
    index('referral_flagged_idx').on(table.flaggedAt).where(sql`${table.status} = 'flagged'`),
    check('referral_not_self', sql`${table.referredId} <> ${table.referrerId}`),
  ],
);

/**
 * What one approved deposit earned one referrer: level 1 (the depositor's referrer) or 2 (that
 * referrer's referrer). `paid` moved house -> bonus fund under `referral:{depositId}:{level}`;
 * `held` waits for staff (paid once they approve the referral, then with `decided_at`); `voided`
 * never will be.
 */
export const referralCommission = pgTable(
  'referral_commission',
  {
    depositId: text('deposit_id')
      .notNull()
      .references(() => deposits.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    referrerId: text('referrer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The referral whose status decides a hold: the depositor's (level 1) or their referrer's. */
    referredId: text('referred_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    depositorId: text('depositor_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    depositAmount: bigint('deposit_amount', { mode: 'bigint' }).notNull(),
    rateBps: integer('rate_bps').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['paid', 'held', 'voided'] }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.depositId, table.level] }),
    index('referral_commission_referrer_idx').on(table.referrerId, table.createdAt.desc()),
    check('referral_commission_level', sql`${table.level} in (1, 2)`),
    check('referral_commission_amount', sql`${table.amount} > 0`),
  ],
);
