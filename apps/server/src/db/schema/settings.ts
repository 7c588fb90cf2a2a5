import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';

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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('settings_single_row', sql`${table.id} = 1`)],
);
