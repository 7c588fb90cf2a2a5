import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passkey, twoFactor, user, verification } from '../../db/schema/index.ts';
import type { MailRecipient } from '../../platform/mail/templates.ts';

/**
 * The account a sign-in waiting for its code belongs to: Better Auth keeps the challenge named
 * by the two_factor cookie as a verification row `identifier -> userId` while it lasts.
 */
export async function pendingTwoFactorUserId(db: Db, identifier: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date())));
  return row?.userId ?? null;
}

/** Until when wrong codes keep the account's two-step sign-in waiting; null when they do not. */
export async function twoFactorLockedUntil(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: twoFactor.lockedUntil })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  return row?.lockedUntil ?? null;
}

/** Who a mail about the account goes to. */
export async function mailRecipient(db: Db, userId: string): Promise<MailRecipient | null> {
  const [row] = await db
    .select({ email: user.email, name: user.name, language: user.language })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
}

/** The account a passkey (by its WebAuthn credential id) belongs to. */
export async function passkeyOwnerId(db: Db, credentialId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: passkey.userId })
    .from(passkey)
    .where(eq(passkey.credentialID, credentialId));
  return row?.userId ?? null;
}

/** Notes that the user's passkey signed in now. */
export async function markPasskeyUsed(
  db: Db,
  userId: string,
  credentialId: string,
  at: Date,
): Promise<void> {
  await db
    .update(passkey)
    .set({ lastUsedAt: at })
    .where(and(eq(passkey.userId, userId), eq(passkey.credentialID, credentialId)));
}
