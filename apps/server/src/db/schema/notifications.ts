import type { MailTopic, NotificationKind } from '@kapital/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The notices of the notification centre (SPEC.md "Notifications"), written only by the
 * notifications feature from domain events. `dedupe_key` names what happened (e.g.
 * `deposit:{id}:approved`): every instance hears every event, and the unique key makes the
 * second insert of the same happening a no-op (decision 034).
 */
export const notification = pgTable(
  'notification',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // The list: a user's notices, newest first.
    index('notification_user_idx').on(table.userId, table.createdAt.desc()),
    // The bell's count and mark-all-read touch only unread rows.
    index('notification_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
);

/**
 * The mail a user has turned off, by topic (SPEC.md "Notifications"). No row means every topic
 * is on; security mail (new-device sign-in, bank details changed, password reset) has no topic
 * and cannot be turned off.
 */
export const mailPreference = pgTable('mail_preference', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  mutedTopics: jsonb('muted_topics').$type<MailTopic[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
