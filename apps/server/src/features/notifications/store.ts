import { randomUUID } from 'node:crypto';
import { ERROR_CODES, type Notification, type NotificationList } from '@kapital/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notification } from '../../db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Notice } from './notices.ts';

/**
 * Every write to a user's notices runs under one lock per user, and reads the unread count
 * before it commits: of changes made at once, the last to commit answers the final count.
 */
async function underUserLock<T>(db: Db, userId: string, work: (tx: Tx) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`notification:${userId}`}))`);
    return work(tx);
  });
}

async function unreadCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notification)
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)));
  return row?.unread ?? 0;
}

/**
 * Keeps a notice unless one with its dedupe key exists; answers the user's new unread count,
 * or null when the notice was there already (another instance, or the same event twice).
 */
export async function keepNotice(db: Db, notice: Notice, now: Date): Promise<number | null> {
  return underUserLock(db, notice.userId, async (tx) => {
    const inserted = await tx
      .insert(notification)
      .values({ id: randomUUID(), ...notice, createdAt: now })
      .onConflictDoNothing({ target: notification.dedupeKey })
      .returning({ id: notification.id });
    return inserted.length > 0 ? unreadCount(tx, notice.userId) : null;
  });
}

function view(row: typeof notification.$inferSelect): Notification {
  return {
    id: row.id,
    kind: row.kind,
    text: row.text,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** A page of the user's notices, newest first, with the unread count for the bell. */
export async function listNotices(
  db: Db,
  userId: string,
  page: number,
  size: number,
): Promise<NotificationList> {
  const mine = eq(notification.userId, userId);
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notification)
      .where(mine)
      .orderBy(desc(notification.createdAt), desc(notification.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(notification).where(mine),
    unreadCount(db, userId),
  ]);
  return { items: rows.map(view), page, size, total: total?.total ?? 0, unread };
}

/**
 * Marks one of the user's notices read (again is fine: it stays read since the first time);
 * answers the new unread count. Another user's notice is as unknown as one that never was.
 */
export async function markRead(db: Db, userId: string, id: string, now: Date): Promise<number> {
  return underUserLock(db, userId, async (tx) => {
    const mine = and(eq(notification.id, id), eq(notification.userId, userId));
    const [found] = await tx.select({ readAt: notification.readAt }).from(notification).where(mine);
    if (!found) throw new AppError(404, ERROR_CODES.notFound, 'No such notification');
    if (!found.readAt) await tx.update(notification).set({ readAt: now }).where(mine);
    return unreadCount(tx, userId);
  });
}

/** Marks every unread notice of the user read; answers the new unread count (0). */
export async function markAllRead(db: Db, userId: string, now: Date): Promise<number> {
  return underUserLock(db, userId, async (tx) => {
    await tx
      .update(notification)
      .set({ readAt: now })
      .where(and(eq(notification.userId, userId), isNull(notification.readAt)));
    return unreadCount(tx, userId);
  });
}
