import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { auditLog } from '../../src/db/schema/index.ts';
import { TEST_BASE_URL, type TestApp } from './build.ts';

/** Any method on the app's own origin, optionally signed in, with a JSON body. */
export function send(
  { app }: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: { cookie?: string; payload?: unknown; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      origin: TEST_BASE_URL,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.payload === undefined
      ? {}
      : { payload: options.payload as Record<string, unknown> }),
  });
}

export async function auditCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog);
  return Number(row?.n ?? 0);
}

/** The newest audit entries, newest first. */
export async function latestAudit(db: Db, limit = 1) {
  return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
}

export async function auditFor(db: Db, targetId: string) {
  return db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.id);
}
