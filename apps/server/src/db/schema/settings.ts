import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The seed's single settings document: exactly one row, id 1. */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    menuContact: boolean('menu_contact').notNull().default(true),
    rateMYR: numeric('rate_myr', { precision: 18, scale: 6 }).notNull().default('4.700000'),
    rateIDR: numeric('rate_idr', { precision: 18, scale: 6 }).notNull().default('15800.000000'),
    rateSGD: numeric('rate_sgd', { precision: 18, scale: 6 }).notNull().default('1.350000'),
    rateBND: numeric('rate_bnd', { precision: 18, scale: 6 }).notNull().default('1.350000'),
    // Fees and limits: SPEC.md section 4 defaults. Amounts in minor units, rates in basis points.
    withdrawalFeeBps: integer('withdrawal_fee_bps').notNull().default(100),
    withdrawalFeeFixed: bigint('withdrawal_fee_fixed', { mode: 'bigint' })
      .notNull()
      .default(sql`100`),
    withdrawalMin: bigint('withdrawal_min', { mode: 'bigint' }).notNull().default(sql`2000`),
    depositMin: bigint('deposit_min', { mode: 'bigint' }).notNull().default(sql`1000`),
    depositMax: bigint('deposit_max', { mode: 'bigint' }).notNull().default(sql`10000000`),
    tradeFeeBps: integer('trade_fee_bps').notNull().default(10),
    referralLevel1Bps: integer('referral_level1_bps').notNull().default(500),
    referralLevel2Bps: integer('referral_level2_bps').notNull().default(200),
    demoBalance: bigint('demo_balance', { mode: 'bigint' }).notNull().default(sql`1000000`),
    /** Staff paused every investment payout; the worker catches up on resume. */
    investmentPayoutsPaused: boolean('investment_payouts_paused').notNull().default(false),
    /** Where a blocked user, who cannot sign in to chat, is told to write (issue 21). */
    supportEmail: text('support_email').notNull().default('support@kapital.example'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('settings_single_row', sql`${table.id} = 1`),
    check(
      'settings_bounds',
      sql`${table.withdrawalFeeBps} between 0 and 10000 and ${table.tradeFeeBps} between 0 and 10000
        and ${table.referralLevel1Bps} between 0 and 10000 and ${table.referralLevel2Bps} between 0 and 10000
        and ${table.withdrawalFeeFixed} >= 0 and ${table.withdrawalMin} >= 0 and ${table.depositMin} > 0
        and ${table.depositMax} >= ${table.depositMin} and ${table.demoBalance} >= 0`,
    ),
  ],
);
