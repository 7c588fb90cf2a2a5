import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A user's conversation with support (issue 21; seed "Chat conversation"). Its id is the seed's
 * rule: the user's id and the support account's id joined, the larger first
 * (`chatConversationId` in @kapital/shared). One per user; any staff member answers in it.
 */
export const chatConversation = pgTable(
  'chat_conversation',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    /** The staff member who took it ("assign to me"); null while unassigned. */
    assignedTo: text('assigned_to').references(() => user.id),
    /** The newest message: the inbox sorts and previews by it. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessageText: text('last_message_text'),
    /** The user's newest message still waiting for a staff reply (the overview counts these). */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_conversation_recent_idx').on(table.lastMessageAt.desc()),
    index('chat_conversation_waiting_idx')
      .on(table.waitingSince)
      .where(sql`${table.waitingSince} is not null`),
  ],
);

/**
 * One message (seed "Chat message": id, text, senderId, date, img). Plain text only; `image_key`
 * names the attachment in the private storage, served only to the conversation's user and staff.
 * `client_id` is the browser's id for the send, so a retried send stores one message.
 */
export const chatMessage = pgTable(
  'chat_message',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversation.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id),
    senderRole: text('sender_role', { enum: ['user', 'staff'] }).notNull(),
    text: text('text').notNull(),
    imageKey: text('image_key'),
    clientId: text('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the other side read it: the user for staff messages, any staff for the user's. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** A staff message the user had not read after 10 minutes went out in this mail batch. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_message_conversation_idx').on(table.conversationId, table.createdAt),
    uniqueIndex('chat_message_client_idx').on(table.conversationId, table.clientId),
    // The mail fallback's scan: staff replies not yet read nor mailed.
    index('chat_message_unmailed_idx')
      .on(table.createdAt)
      .where(
        sql`${table.senderRole} = 'staff' and ${table.readAt} is null and ${table.mailedAt} is null`,
      ),
  ],
);
