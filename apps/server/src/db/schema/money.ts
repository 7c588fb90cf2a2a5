import type { BankDetailsFields, PaymentInstructions } from '@kapital/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** The bank account a user's withdrawals are paid into: one per user. */
export const bankDetails = pgTable('bank_details', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id),
  bankName: text('bank_name').notNull(),
  accountHolder: text('account_holder').notNull(),
  accountNumber: text('account_number').notNull(),
  swift: text('swift').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** A change closes withdrawals until then (24 h); null after the first save. */
  withdrawalsOpenAt: timestamp('withdrawals_open_at', { withTimezone: true }),
});

/** Where users send deposits; staff define them. Never deleted (deposits point at them). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    label: text('label').notNull(),
    kind: text('kind', { enum: ['bank', 'crypto'] }).notNull(),
    instructions: jsonb('instructions').$type<PaymentInstructions>().notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'payment_methods_limits',
      sql`${table.minAmount} > 0 and ${table.maxAmount} >= ${table.minAmount}`,
    ),
  ],
);

/**
 * Deposit invoices. The method's instructions, the user's currency and its rate are copied on
 * creation: what the invoice said stays what it says. The wallet is credited only on approval,
 * by one ledger transfer whose key is `deposit:{id}`.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    number: text('number').notNull().generatedAlwaysAs(sql`'DEP-' || lpad(seq::text, 6, '0')`),
    reference: text('reference').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    methodId: text('method_id')
      .notNull()
      .references(() => paymentMethods.id),
    methodLabel: text('method_label').notNull(),
    instructions: jsonb('instructions').$type<PaymentInstructions>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    status: text('status', {
      enum: ['pending', 'submitted', 'approved', 'rejected', 'expired', 'cancelled'],
    }).notNull(),
    proofFileKey: text('proof_file_key'),
    proofContentType: text('proof_content_type'),
    proofUploadedAt: timestamp('proof_uploaded_at', { withTimezone: true }),
    txReference: text('tx_reference'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by').references(() => user.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check('deposits_amount_positive', sql`${table.amount} > 0`),
    index('deposits_user_idx').on(table.userId, table.createdAt),
    index('deposits_status_idx').on(table.status, table.createdAt),
    // The expiry job's scan: pending invoices by deadline.
    index('deposits_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Withdrawal requests. amount = fee + net. The amount sits in the hold account from the request
 * until payout (hold -> world for net, hold -> fees for fee) or refusal (hold -> source); each
 * transfer's key is `withdrawal:{id}:{step}`. The bank account is a snapshot.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    number: text('number').notNull().generatedAlwaysAs(sql`'WD-' || lpad(seq::text, 6, '0')`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    source: text('source', { enum: ['wallet', 'bonus', 'profit'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    net: bigint('net', { mode: 'bigint' }).notNull(),
    bank: jsonb('bank').$type<Required<BankDetailsFields>>().notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'rejected', 'cancelled'] }).notNull(),
    payoutReference: text('payout_reference'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by').references(() => user.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'withdrawals_amounts',
      sql`${table.fee} >= 0 and ${table.net} > 0 and ${table.amount} = ${table.fee} + ${table.net}`,
    ),
    index('withdrawals_user_idx').on(table.userId, table.createdAt),
    index('withdrawals_status_idx').on(table.status, table.createdAt),
  ],
);
