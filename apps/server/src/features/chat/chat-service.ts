import { randomUUID } from 'node:crypto';
import {
  CHAT_ERROR_CODES,
  type ChatMessage,
  chatConversationId,
  UPLOAD_ERROR_CODES,
} from '@kapital/shared';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatConversation, chatMessage, user } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { detectImageType } from '../../platform/storage/detect-image-type.ts';

/**
 * The one place that writes support conversations and messages (issue 21): the user's routes and
 * the staff inbox both post through `sendMessage` and mark read through `markRead`, so the
 * conversation's preview, waiting time, status and the live events stay right whoever writes.
 */

export type ChatDeps = Pick<AppDependencies, 'database' | 'storage' | 'events' | 'clock'>;
export type ChatRole = 'user' | 'staff';

export type ChatMessageRow = typeof chatMessage.$inferSelect;
export type ChatConversationRow = typeof chatConversation.$inferSelect;

/**
 * Where a message's image is served: by the message's id (random, and the primary key the
 * access check reads), never by its storage key.
 */
export const chatAttachmentUrl = (messageId: string) => `/api/chat/attachments/${messageId}`;

/** The preview of a message with an image and no text, in the inbox's list. */
const IMAGE_ONLY_PREVIEW = 'Image';

/** The user's conversation, created on first use (its id is the seed's rule). */
export async function ensureConversation(db: Db, userId: string): Promise<ChatConversationRow> {
  const id = chatConversationId(userId);
  await db.insert(chatConversation).values({ id, userId }).onConflictDoNothing();
  const [row] = await db.select().from(chatConversation).where(eq(chatConversation.userId, userId));
  if (!row) throw new Error('chat conversation vanished after its insert');
  return row;
}

export interface SendMessageInput {
  /** The user whose conversation it is (for a user's own message, the sender). */
  conversationUserId: string;
  senderId: string;
  senderRole: ChatRole;
  /** Already validated with the shared `chatText` (trimmed, at most 2,000 characters, no NUL). */
  text: string;
  /** The image as uploaded; its type is detected from the bytes here, never taken from the client. */
  image?: { bytes: Buffer } | undefined;
  /** The browser's id for this send: the same id again returns the first message. */
  clientId: string;
}

export interface SentMessage {
  message: ChatMessage;
  /** False when clientId had already been used: `message` is the one stored the first time. */
  created: boolean;
}

const unsupportedImage = () =>
  new AppError(415, UPLOAD_ERROR_CODES.unsupportedFileType, 'Use a JPEG, PNG or WebP image', {
    image: 'Use a JPEG, PNG or WebP image',
  });

/**
 * Posts a message in `conversationUserId`'s conversation (creating it on first use). A user's
 * message reopens a resolved conversation and starts its waiting time if none runs; a staff
 * message stops it. Publishes `chat.message` after the commit (sockets and the notice writer
 * hear it). Throws 415 for an image that is not JPEG/PNG/WebP by content, before storing anything.
 */
export async function sendMessage(deps: ChatDeps, input: SendMessageInput): Promise<SentMessage> {
  const { db } = deps.database;
  const imageType = input.image ? detectImageType(input.image.bytes) : null;
  if (input.image && !imageType) throw unsupportedImage();
  if (!input.image && input.text.length === 0) {
    throw new AppError(400, CHAT_ERROR_CODES.empty, 'Write a message or add an image', {
      text: 'Write a message or add an image',
    });
  }
  const conversation = await ensureConversation(db, input.conversationUserId);

  // A retry usually finds its message here, before any file is written for it.
  const earlier = await findByClientId(db, conversation.id, input.clientId);
  if (earlier) return { message: await messageView(db, earlier), created: false };

  let imageKey: string | null = null;
  if (input.image && imageType) {
    imageKey = `chat/${randomUUID()}.${imageType.extension}`;
    await deps.storage.put(imageKey, input.image.bytes, imageType.contentType);
  }

  let inserted: ChatMessageRow | undefined;
  try {
    inserted = await db.transaction(async (tx) => {
      // The row lock orders the conversation's messages: each one is dated after the last, so
      // history pages by (date, id) never reorder two messages sent within a millisecond.
      const [locked] = await tx
        .select({ lastMessageAt: chatConversation.lastMessageAt })
        .from(chatConversation)
        .where(eq(chatConversation.id, conversation.id))
        .for('update');
      const now = new Date(deps.clock.now());
      const last = locked?.lastMessageAt?.getTime() ?? 0;
      const createdAt = now.getTime() > last ? now : new Date(last + 1);
      const [row] = await tx
        .insert(chatMessage)
        .values({
          id: randomUUID(),
          conversationId: conversation.id,
          senderId: input.senderId,
          senderRole: input.senderRole,
          text: input.text,
          imageKey,
          clientId: input.clientId,
          createdAt,
        })
        .onConflictDoNothing({ target: [chatMessage.conversationId, chatMessage.clientId] })
        .returning();
      if (!row) return undefined;
      await tx
        .update(chatConversation)
        .set({
          lastMessageAt: createdAt,
          lastMessageText: input.text || IMAGE_ONLY_PREVIEW,
          ...(input.senderRole === 'user'
            ? {
                status: 'open' as const,
                waitingSince: sql`coalesce(${chatConversation.waitingSince}, ${createdAt.toISOString()}::timestamptz)`,
              }
            : { waitingSince: null }),
        })
        .where(eq(chatConversation.id, conversation.id));
      return row;
    });
  } catch (error) {
    if (imageKey) await deps.storage.delete(imageKey).catch(() => {});
    throw error;
  }

  if (!inserted) {
    // A concurrent retry with the same clientId won: its message is the answer, this file is not.
    if (imageKey) await deps.storage.delete(imageKey).catch(() => {});
    const winner = await findByClientId(db, conversation.id, input.clientId);
    if (!winner) throw new Error('chat message with this clientId vanished');
    return { message: await messageView(db, winner), created: false };
  }

  await deps.events.publish({
    type: 'chat.message',
    userId: input.conversationUserId,
    conversationId: conversation.id,
    messageId: inserted.id,
    senderRole: input.senderRole,
  });
  // The inbox lists (order, preview, waiting time) and the console overview read again.
  await deps.events.publish({ type: 'queue', queue: 'chat' });
  return { message: await messageView(db, inserted), created: true };
}

async function findByClientId(
  db: Db,
  conversationId: string,
  clientId: string,
): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessage)
    .where(and(eq(chatMessage.conversationId, conversationId), eq(chatMessage.clientId, clientId)));
  return row;
}

/**
 * `reader` read every message of the other side in `conversationUserId`'s conversation (the user
 * reads staff messages; staff read the user's). Publishes `chat.read` when anything changed and
 * answers what `reader` still has unread (messages may arrive between the two statements: they
 * are counted, as they are unread).
 */
export async function markRead(
  deps: ChatDeps,
  input: { conversationUserId: string; reader: ChatRole },
): Promise<{ unread: number }> {
  const { db } = deps.database;
  const conversationId = chatConversationId(input.conversationUserId);
  const readAt = new Date(deps.clock.now());
  const marked = await db
    .update(chatMessage)
    .set({ readAt })
    .where(
      and(
        eq(chatMessage.conversationId, conversationId),
        eq(chatMessage.senderRole, otherSide(input.reader)),
        isNull(chatMessage.readAt),
      ),
    )
    .returning({ id: chatMessage.id });
  if (marked.length > 0) {
    await deps.events.publish({
      type: 'chat.read',
      userId: input.conversationUserId,
      conversationId,
      reader: input.reader,
      readAt: readAt.toISOString(),
    });
  }
  return { unread: await unreadCount(db, conversationId, input.reader) };
}

const otherSide = (role: ChatRole): ChatRole => (role === 'user' ? 'staff' : 'user');

/** Messages of the other side that `reader` has not read in the conversation. */
export async function unreadCount(db: Db, conversationId: string, reader: ChatRole) {
  const [row] = await db
    .select({ unread: count() })
    .from(chatMessage)
    .where(
      and(
        eq(chatMessage.conversationId, conversationId),
        eq(chatMessage.senderRole, otherSide(reader)),
        isNull(chatMessage.readAt),
      ),
    );
  return row?.unread ?? 0;
}

/** One message as the API shows it; reads its sender (use `messageViews` for a page). */
export async function messageView(db: Db, row: ChatMessageRow): Promise<ChatMessage> {
  const [view] = await messageViews(db, [row]);
  if (!view) throw new Error('chat message view missing');
  return view;
}

/** Messages as the API shows them, with each sender's name and avatar read once. */
export async function messageViews(db: Db, rows: ChatMessageRow[]): Promise<ChatMessage[]> {
  const senderIds = [...new Set(rows.map((row) => row.senderId))];
  const senders =
    senderIds.length === 0
      ? []
      : await db
          .select({ id: user.id, name: user.name, image: user.image })
          .from(user)
          .where(inArray(user.id, senderIds));
  const byId = new Map(senders.map((sender) => [sender.id, sender]));
  return rows.map((row) => {
    const sender = byId.get(row.senderId);
    return {
      id: row.id,
      text: row.text,
      senderId: row.senderId,
      sender: {
        role: row.senderRole,
        name: sender?.name ?? '',
        photoURL: sender?.image ?? null,
      },
      date: row.createdAt.toISOString(),
      img: row.imageKey ? chatAttachmentUrl(row.id) : null,
      clientId: row.clientId,
      readAt: row.readAt?.toISOString() ?? null,
    };
  });
}

/** One message as the API shows it, or null when it is gone (for the sockets). */
export async function readMessage(db: Db, messageId: string): Promise<ChatMessage | null> {
  const [row] = await db.select().from(chatMessage).where(eq(chatMessage.id, messageId));
  return row ? messageView(db, row) : null;
}

/** The user whose conversation `conversationId` is, or null when there is none. */
export async function conversationOwner(db: Db, conversationId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: chatConversation.userId })
    .from(chatConversation)
    .where(eq(chatConversation.id, conversationId));
  return row?.userId ?? null;
}
