import { randomBytes } from 'node:crypto';
import { SECOND_STEP_SECONDS, type SecondStepPurpose } from '@kapital/shared';
import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotentRequests, passkey, secondStepGrant, user } from '../../db/schema/index.ts';

/**
 * The rows of `second_step_grant`, read and written here only. A grant belongs to one session
 * and one purpose; it is proven by a code or a passkey, then spent once by an action.
 */

/** The session and the action a grant is for. */
export interface GrantScope {
  sessionId: string;
  userId: string;
  purpose: SecondStepPurpose;
}

export interface ProvenGrant {
  grant: string;
  expiresAt: Date;
}

const newGrantId = () => randomBytes(24).toString('base64url');

const expiryFrom = (now: Date) => new Date(now.getTime() + SECOND_STEP_SECONDS * 1000);

/** Whether money and security actions ask this user for a second step: two-step or a passkey. */
export async function asksForSecondStep(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      asks: sql<boolean>`${user.twoFactorEnabled} OR EXISTS (SELECT 1 FROM ${passkey} WHERE ${passkey.userId} = ${userId})`,
    })
    .from(user)
    .where(eq(user.id, userId));
  return row?.asks === true;
}

/** A session's grants and challenges that expired are of no use to anyone: dropped as it makes new ones. */
async function dropExpired(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .delete(secondStepGrant)
    .where(and(eq(secondStepGrant.sessionId, sessionId), lte(secondStepGrant.expiresAt, now)));
}

/** A grant proven just now by a code from the app. */
export async function createProvenGrant(
  db: Db,
  scope: GrantScope,
  now: Date,
): Promise<ProvenGrant> {
  await dropExpired(db, scope.sessionId, now);
  const expiresAt = expiryFrom(now);
  const id = newGrantId();
  await db.insert(secondStepGrant).values({ id, ...scope, provenAt: now, expiresAt });
  return { grant: id, expiresAt };
}

/** A passkey challenge waiting for the browser's answer; its id names it in the answer. */
export async function createChallenge(
  db: Db,
  scope: GrantScope,
  challenge: string,
  now: Date,
): Promise<string> {
  await dropExpired(db, scope.sessionId, now);
  const id = newGrantId();
  await db.insert(secondStepGrant).values({ id, ...scope, challenge, expiresAt: expiryFrom(now) });
  return id;
}

/**
 * Takes a challenge of this session and purpose out of its row, once: of two answers to one
 * challenge only one is checked. Null when it is unknown, answered already, or expired.
 */
export async function takeChallenge(
  db: Db,
  scope: GrantScope,
  challengeId: string,
  now: Date,
): Promise<string | null> {
  const [waiting] = await db
    .select({ challenge: secondStepGrant.challenge })
    .from(secondStepGrant)
    .where(
      and(
        eq(secondStepGrant.id, challengeId),
        ...inScope(scope),
        isNull(secondStepGrant.provenAt),
        gt(secondStepGrant.expiresAt, now),
      ),
    );
  if (!waiting?.challenge) return null;
  // Compare and set: only the answer that clears the challenge it read may check it.
  const taken = await db
    .update(secondStepGrant)
    .set({ challenge: null })
    .where(
      and(eq(secondStepGrant.id, challengeId), eq(secondStepGrant.challenge, waiting.challenge)),
    )
    .returning({ id: secondStepGrant.id });
  return taken.length > 0 ? waiting.challenge : null;
}

/** The challenge's row becomes the grant: proven now, good for SECOND_STEP_SECONDS from now. */
export async function proveChallenge(db: Db, challengeId: string, now: Date): Promise<ProvenGrant> {
  const expiresAt = expiryFrom(now);
  await db
    .update(secondStepGrant)
    .set({ provenAt: now, expiresAt })
    .where(eq(secondStepGrant.id, challengeId));
  return { grant: challengeId, expiresAt };
}

function inScope(scope: GrantScope) {
  return [
    eq(secondStepGrant.sessionId, scope.sessionId),
    eq(secondStepGrant.userId, scope.userId),
    eq(secondStepGrant.purpose, scope.purpose),
  ];
}

/**
 * Spends a proven, unexpired, unused grant of this session and purpose, atomically: of two
 * requests naming one grant, one spends it. `key` is the action's Idempotency-Key, if it has
 * one. Returns whether this request spent it.
 */
export async function spendGrant(
  db: Db,
  scope: GrantScope,
  grantId: string,
  key: string | null,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(secondStepGrant)
    .set({ usedAt: now, usedKey: key })
    .where(
      and(
        eq(secondStepGrant.id, grantId),
        ...inScope(scope),
        isNotNull(secondStepGrant.provenAt),
        isNull(secondStepGrant.usedAt),
        gt(secondStepGrant.expiresAt, now),
      ),
    )
    .returning({ id: secondStepGrant.id });
  return spent.length > 0;
}

/**
 * Whether the request is the retry of the action that spent the grant: the grant was spent
 * with this Idempotency-Key, and that action's answer is stored for exactly this request, so
 * the retry only gets the stored answer again (platform/http/idempotency.ts).
 */
export async function isRetryOfSpender(
  db: Db,
  scope: GrantScope,
  grantId: string,
  key: string,
  fingerprint: string,
): Promise<boolean> {
  const [found] = await db
    .select({ id: secondStepGrant.id })
    .from(secondStepGrant)
    .innerJoin(
      idempotentRequests,
      and(
        eq(idempotentRequests.userId, secondStepGrant.userId),
        eq(idempotentRequests.key, secondStepGrant.usedKey),
      ),
    )
    .where(
      and(
        eq(secondStepGrant.id, grantId),
        ...inScope(scope),
        eq(secondStepGrant.usedKey, key),
        eq(idempotentRequests.fingerprint, fingerprint),
      ),
    );
  return found !== undefined;
}

/** Gives a spent grant back: the action it was spent on was refused and changed nothing. */
export async function giveBackGrant(db: Db, grantId: string): Promise<void> {
  await db
    .update(secondStepGrant)
    .set({ usedAt: null, usedKey: null })
    .where(eq(secondStepGrant.id, grantId));
}
