import { and, eq, gt, sql } from 'drizzle-orm';
import { type Db, preparedPerDatabase } from '../../db/client.ts';
import { passkey, session, user } from '../../db/schema/index.ts';
import type { AuthSession, SessionUser } from './auth.ts';

/**
 * The user of a session read for a request that changes something, with whether money and
 * security actions ask them for a second step (two-step sign-in on, or a passkey): the guard of
 * those actions reads it here instead of asking the database again.
 */
export type StandingUser = SessionUser & { secondStepSetUp: boolean };

/** Built once per database: every state-changing request runs it. */
const standingStatement = preparedPerDatabase((db) =>
  db
    .select({
      role: user.role,
      emailVerified: user.emailVerified,
      userBlock: user.userBlock,
      userStatus: user.userStatus,
      secondStepSetUp: sql<boolean>`${user.twoFactorEnabled} OR EXISTS (SELECT 1 FROM ${passkey} WHERE ${passkey.userId} = ${user.id})`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(
      and(
        eq(session.id, sql.placeholder('sessionId')),
        gt(session.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_standing'),
);

/**
 * A known session as the database has it now, for a request that changes something: null once
 * it was deleted (sign-out, revocation, ban, block) or has expired, else the session with its
 * user's role, verification and standing as they are at this moment. One indexed read instead
 * of Better Auth's whole session lookup, and as immediate as it.
 */
export async function sessionStanding(
  db: Db,
  found: AuthSession,
  now: Date,
): Promise<(AuthSession & { user: StandingUser }) | null> {
  const [standing] = await standingStatement(db).execute({ sessionId: found.session.id, now });
  return standing ? { ...found, user: { ...found.user, ...standing } } : null;
}
