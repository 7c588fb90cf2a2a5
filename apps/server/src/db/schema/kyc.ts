import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Identity verification submissions. A user has at most one pending submission (partial unique
 * index); a rejected one stays as history and the user submits a new one.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    legalName: text('legal_name').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    /** ISO 3166-1 alpha-2. */
    nationality: text('nationality').notNull(),
    address: text('address').notNull(),
    idType: text('id_type', { enum: ['passport', 'national_id', 'driving_licence'] }).notNull(),
    /** Never logged, never sent back in full to anyone but staff. */
    idNumber: text('id_number').notNull(),
    /** Storage keys of the documents; never served without checking who asks. */
    frontFileKey: text('front_file_key').notNull(),
    backFileKey: text('back_file_key'),
    selfieFileKey: text('selfie_file_key').notNull(),
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by').references(() => user.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('kyc_one_pending_per_user_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('kyc_user_idx').on(table.userId, table.createdAt),
    index('kyc_status_idx').on(table.status, table.createdAt),
  ],
);
