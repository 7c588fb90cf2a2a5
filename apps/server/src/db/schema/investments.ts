import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** What staff offer. Never deleted (investments point at them); switched off instead. */
export const investmentPackages = pgTable(
  'investment_packages',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    /** Profit per period in basis points of the amount. */
    rateBps: integer('rate_bps').notNull(),
    periodHours: integer('period_hours').notNull().default(24),
    periods: integer('periods').notNull(),
    capitalReturned: boolean('capital_returned').notNull().default(true),
    active: boolean('active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('investment_packages_slug_idx').on(table.slug),
    check(
      'investment_packages_terms',
      sql`${table.minAmount} > 0 and ${table.maxAmount} >= ${table.minAmount}
        and ${table.rateBps} between 1 and 10000 and ${table.periodHours} between 1 and 8760
        and ${table.periods} between 1 and 3650`,
    ),
  ],
);

/**
 * One investment and its invoice. The package's terms are copied when it is made (with the
 * period length in seconds, after any INVESTMENT_PERIOD_SECONDS override), so editing the
 * package never changes it. Period n falls due at started_at + n x period_seconds; the worker
 * pays it house -> profit with the key `investment:{id}:period:{n}` and advances periods_paid
 * and next_due_at in the same transaction.
 */
export const investments = pgTable(
  'investments',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    number: text('number').notNull().generatedAlwaysAs(sql`'INV-' || lpad(seq::text, 6, '0')`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    packageId: text('package_id')
      .notNull()
      .references(() => investmentPackages.id),
    packageSlug: text('package_slug').notNull(),
    packageName: text('package_name').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    rateBps: integer('rate_bps').notNull(),
    periodSeconds: integer('period_seconds').notNull(),
    periods: integer('periods').notNull(),
    capitalReturned: boolean('capital_returned').notNull(),
    profitPerPeriod: bigint('profit_per_period', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    status: text('status', { enum: ['active', 'matured'] }).notNull(),
    periodsPaid: integer('periods_paid').notNull().default(0),
    /** When the next unpaid period falls due; null once matured. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    maturedAt: timestamp('matured_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'investments_terms',
      sql`${table.amount} > 0 and ${table.profitPerPeriod} > 0 and ${table.periods} > 0
        and ${table.periodSeconds} > 0 and ${table.periodsPaid} between 0 and ${table.periods}`,
    ),
    index('investments_user_idx').on(table.userId, table.startedAt),
    index('investments_package_idx').on(table.packageId, table.startedAt),
    // The worker's scan: active investments by due time.
    index('investments_due_idx').on(table.nextDueAt).where(sql`${table.status} = 'active'`),
  ],
);
