import type { PasskeySummary } from '@kapital/shared';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passkey, user, verification } from '../../db/schema/index.ts';

/** Better Auth's two-factor plugin names each trusted browser's record `trust-device-<random>`. */
const TRUSTED_BROWSER_PREFIX = 'trust-device-';

/** Whether the user's two-step sign-in is on (confirmed with a first code). */
export async function twoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, userId));
  return row?.enabled ?? false;
}

/** The user's passkeys, oldest first. */
export async function listPasskeys(db: Db, userId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .select({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
    })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(asc(passkey.createdAt), asc(passkey.id));
  return rows.map(passkeySummaryOf);
}

export function passkeySummaryOf(row: {
  id: string;
  name: string | null;
  createdAt: Date | string | null;
  lastUsedAt: Date | string | null;
}): PasskeySummary {
  const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
  return {
    id: row.id,
    name: row.name ?? 'Passkey',
    createdAt: iso(row.createdAt),
    lastUsedAt: iso(row.lastUsedAt),
  };
}

/** Removes one of the user's passkeys; false when the user has none by that id. */
export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(passkey)
    .where(and(eq(passkey.id, id), eq(passkey.userId, userId)))
    .returning({ id: passkey.id });
  return deleted.length > 0;
}

/** Forgets every browser the user trusted to skip the code. */
export async function forgetTrustedBrowsers(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(
      and(
        like(verification.identifier, `${TRUSTED_BROWSER_PREFIX}%`),
        eq(verification.value, userId),
      ),
    );
}
