import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The first answer to each money-moving request, by who sent it and its Idempotency-Key. Written
 * in the same transaction as the movement, so a key is either fully applied with its answer
 * stored, or not at all. A retry with the same key gets the stored answer.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of method, route, params and body: the same key for another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    // The hourly pruning finds old answers by age.
    index('idempotent_requests_created_at_idx').on(table.createdAt),
  ],
);
