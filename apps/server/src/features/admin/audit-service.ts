import type { AuditListResponse, auditQuery } from '@kapital/shared';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditLog, user } from '../../db/schema/index.ts';

export type AuditFilter = z.output<typeof auditQuery>;

/** The audit log, newest first, filtered and paged. It is only ever read here. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<AuditListResponse> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from) conditions.push(gte(auditLog.createdAt, new Date(filter.from)));
  if (filter.to) conditions.push(lte(auditLog.createdAt, new Date(filter.to)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: user.name })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(({ entry, actorName }) => ({
      id: String(entry.id),
      actorId: entry.actorId,
      actorRole: entry.actorRole,
      actorName,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: entry.ip,
      createdAt: entry.createdAt.toISOString(),
    })),
    page: filter.page,
    size: filter.size,
    total: Number(total?.n ?? 0),
  };
}
