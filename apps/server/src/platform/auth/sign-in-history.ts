import { SIGN_IN_HISTORY_SIZE, type SIGN_IN_METHODS, type SignInResult } from '@kapital/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInAttempt } from '../../db/schema/index.ts';

export interface SignInAttempt {
  userId: string;
  result: SignInResult;
  method: (typeof SIGN_IN_METHODS)[number];
  ipAddress: string | null;
  userAgent: string | null;
  /** A successful sign-in from a browser the account had not signed in from before. */
  newDevice?: boolean;
  /** When it was made, if it is written later (else now): the history is in this order. */
  at?: Date;
}

/**
 * Keeps one attempt in the user's sign-in history; returns its id. Older attempts beyond a few pages of what
 * the history shows are dropped as new ones come, so the table stays bounded per user.
 */
export async function recordSignInAttempt(db: Db, attempt: SignInAttempt): Promise<number> {
  const { at, newDevice = false, ...fields } = attempt;
  const [written] = await db
    .insert(signInAttempt)
    .values({ ...fields, newDevice, ...(at ? { createdAt: at } : {}) })
    .returning({ id: signInAttempt.id });
  if (!written) throw new Error('The sign-in attempt was not saved');
  const [oldestKept] = await db
    .select({ id: signInAttempt.id })
    .from(signInAttempt)
    .where(eq(signInAttempt.userId, attempt.userId))
    .orderBy(desc(signInAttempt.id))
    .offset(SIGN_IN_HISTORY_SIZE * 4 - 1)
    .limit(1);
  if (oldestKept) {
    await db
      .delete(signInAttempt)
      .where(and(eq(signInAttempt.userId, attempt.userId), lt(signInAttempt.id, oldestKept.id)));
  }
  return written.id;
}

/** The user's last SIGN_IN_HISTORY_SIZE attempts, newest first. */
export function readSignInHistory(db: Db, userId: string) {
  return db
    .select()
    .from(signInAttempt)
    .where(eq(signInAttempt.userId, userId))
    .orderBy(desc(signInAttempt.createdAt), desc(signInAttempt.id))
    .limit(SIGN_IN_HISTORY_SIZE);
}
