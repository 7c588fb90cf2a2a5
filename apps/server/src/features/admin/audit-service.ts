import type { AuditListResponse, auditQuery } from '@kapital/shared';
import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  deposits,
  investmentPackages,
  kycSubmissions,
  paymentMethods,
  user,
  withdrawals,
} from '../../db/schema/index.ts';

export type AuditFilter = z.output<typeof auditQuery>;

type NameLookup = (db: Db, ids: string[]) => Promise<Array<{ id: string; name: string }>>;

/** How each kind of target is named where people read the log; settings have no name. */
const TARGET_NAMES: Record<string, NameLookup> = {
  user: (db, ids) =>
    db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, ids)),
  kyc: (db, ids) =>
    db
      .select({ id: kycSubmissions.id, name: user.name })
      .from(kycSubmissions)
      .innerJoin(user, eq(user.id, kycSubmissions.userId))
      .where(inArray(kycSubmissions.id, ids)),
  deposit: (db, ids) =>
    db
      .select({ id: deposits.id, name: deposits.number })
      .from(deposits)
      .where(inArray(deposits.id, ids)),
  withdrawal: (db, ids) =>
    db
      .select({ id: withdrawals.id, name: withdrawals.number })
      .from(withdrawals)
      .where(inArray(withdrawals.id, ids)),
  package: (db, ids) =>
    db
      .select({ id: investmentPackages.id, name: investmentPackages.name })
      .from(investmentPackages)
      .where(inArray(investmentPackages.id, ids)),
  'payment-method': (db, ids) =>
    db
      .select({ id: paymentMethods.id, name: paymentMethods.label })
      .from(paymentMethods)
      .where(inArray(paymentMethods.id, ids)),
};

/** The names of a page's targets, one query per kind of target on the page. */
async function targetNames(
  db: Db,
  targets: Array<{ targetType: string; targetId: string }>,
): Promise<Map<string, string>> {
  const idsByType = new Map<string, Set<string>>();
  for (const { targetType, targetId } of targets) {
    if (!TARGET_NAMES[targetType]) continue;
    const ids = idsByType.get(targetType) ?? new Set<string>();
    ids.add(targetId);
    idsByType.set(targetType, ids);
  }
  const found = await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const rows = await TARGET_NAMES[type]?.(db, [...ids]);
      return (rows ?? []).map(({ id, name }) => [`${type}:${id}`, name] as const);
    }),
  );
  return new Map(found.flat());
}

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
  const names = await targetNames(
    db,
    rows.map(({ entry }) => entry),
  );
  return {
    items: rows.map(({ entry, actorName }) => ({
      id: String(entry.id),
      actorId: entry.actorId,
      actorRole: entry.actorRole,
      actorName,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetName: names.get(`${entry.targetType}:${entry.targetId}`) ?? null,
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
