import { type ChatHistory, ERROR_CODES } from '@kapital/shared';
import { and, count, desc, eq, gte, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatConversation, chatMessage } from '../../db/schema/index.ts';
import type { SessionUser } from '../../platform/auth/auth.ts';
import { isStaffRole } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { detectImageType, type ImageType } from '../../platform/storage/detect-image-type.ts';
import { type ChatDeps, type ChatMessageRow, messageViews, unreadCount } from './chat-service.ts';

/**
 * A page of a conversation: the `limit` messages before message `before` (or the newest),
 * returned oldest first. Messages are ordered by (date, id); dates within a conversation are
 * distinct (chat-service), the id only makes the order total.
 */
export async function readHistory(
  db: Db,
  conversationId: string,
  page: { before?: string | undefined; limit: number },
): Promise<ChatHistory> {
  let olderThan: ChatMessageRow | undefined;
  if (page.before) {
    [olderThan] = await db
      .select()
      .from(chatMessage)
      .where(and(eq(chatMessage.conversationId, conversationId), eq(chatMessage.id, page.before)));
    if (!olderThan) throw new AppError(404, ERROR_CODES.notFound, 'No such message');
  }
  const rows = await db
    .select()
    .from(chatMessage)
    .where(
      and(
        eq(chatMessage.conversationId, conversationId),
        olderThan
          ? or(
              lt(chatMessage.createdAt, olderThan.createdAt),
              and(eq(chatMessage.createdAt, olderThan.createdAt), lt(chatMessage.id, olderThan.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(chatMessage.createdAt), desc(chatMessage.id))
    .limit(page.limit + 1);
  const hasMore = rows.length > page.limit;
  const items = await messageViews(db, rows.slice(0, page.limit).reverse());
  return {
    conversationId,
    items,
    hasMore,
    unread: await unreadCount(db, conversationId, 'user'),
  };
}

/** How many images `userId` sent in their conversation since `since` (the image upload limit). */
export async function imagesSentSince(db: Db, conversationId: string, since: Date) {
  const [row] = await db
    .select({ sent: count() })
    .from(chatMessage)
    .where(
      and(
        eq(chatMessage.conversationId, conversationId),
        eq(chatMessage.senderRole, 'user'),
        isNotNull(chatMessage.imageKey),
        gte(chatMessage.createdAt, since),
      ),
    );
  return row?.sent ?? 0;
}

/**
 * A message's image, for the conversation's user and for staff; null for everyone else, as for
 * a file that does not exist, so a stranger cannot even learn that an address is in use.
 */
export async function readAttachment(
  deps: Pick<ChatDeps, 'database' | 'storage'>,
  messageId: string,
  viewer: SessionUser,
): Promise<{ body: Buffer; type: ImageType } | null> {
  const [found] = await deps.database.db
    .select({ imageKey: chatMessage.imageKey, userId: chatConversation.userId })
    .from(chatMessage)
    .innerJoin(chatConversation, eq(chatConversation.id, chatMessage.conversationId))
    .where(eq(chatMessage.id, messageId));
  if (!found?.imageKey || (found.userId !== viewer.id && !isStaffRole(viewer.role))) return null;
  const file = await deps.storage.get(found.imageKey);
  // Checked again: a file altered in storage is never served under a type it does not have.
  const type = file && detectImageType(file.body);
  return file && type ? { body: file.body, type } : null;
}
