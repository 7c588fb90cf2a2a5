import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ADMIN_ERROR_CODES,
  ERROR_CODES,
  SECURITY_ERROR_CODES,
  STAFF_ACCESS_LINK_SECONDS,
  STAFF_ACCESS_SESSION_SECONDS,
  type StaffAccessLink,
} from '@kapital/shared';
import { isAPIError } from 'better-auth/api';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAccessToken, user } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import type { Actor } from '../../platform/audit/actor.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { CLIENT_IP_HEADER } from '../../platform/auth/auth.ts';
import { recordSignInAttempt } from '../../platform/auth/sign-in-history.ts';
import { AppError } from '../../platform/http/app-error.ts';

type Deps = Pick<AppDependencies, 'auth' | 'database' | 'clock'>;

/** Only the token's digest is kept: a copy of the table opens no one's account. */
const digestOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a one-time link to view Kapital as a user for STAFF_ACCESS_LINK_SECONDS: a random
 * token of 32 bytes in the path of `/login-admin/{username}/{token}`, audited
 * 'staff_access.issue'. Staff accounts are not opened this way.
 */
export async function issueStaffAccess(
  deps: Deps,
  actor: Actor,
  userId: string,
): Promise<StaffAccessLink> {
  const db = deps.database.db;
  const [target] = await db
    .select({ userName: user.userName, role: user.role })
    .from(user)
    .where(eq(user.id, userId));
  if (!target) throw new AppError(404, ERROR_CODES.notFound, 'No such user');
  if (target.role !== 'user') {
    throw new AppError(
      403,
      ADMIN_ERROR_CODES.cannotActOnAdmin,
      `Staff access opens users' accounts; @${target.userName} is staff (${target.role}).`,
    );
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.clock.now() + STAFF_ACCESS_LINK_SECONDS * 1000);
  await db.transaction(async (tx) => {
    const id = randomUUID();
    await tx
      .insert(staffAccessToken)
      .values({ id, tokenHash: digestOf(token), userId, issuedBy: actor.id, expiresAt });
    await recordAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'staff_access.issue',
      targetType: 'user',
      targetId: userId,
      before: null,
      after: { linkId: id, expiresAt: expiresAt.toISOString() },
      ip: actor.ip,
    });
  });
  return {
    path: `/login-admin/${encodeURIComponent(target.userName)}/${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}

const invalidLink = () =>
  new AppError(
    400,
    SECURITY_ERROR_CODES.staffAccessInvalid,
    'This staff-access link cannot be used: it was used already, has expired, or is not a link Kapital issued. Issue a new one from the console.',
  );

/**
 * Spends a link's token, once: of two opens of one link exactly one gets it. The token must be
 * for the user the link names; a link whose username was changed spends its token all the same
 * (decision 033). Returns the user and the admin who issued it.
 */
async function spendToken(db: Db, userName: string, token: string, now: Date) {
  const [spent] = await db
    .update(staffAccessToken)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffAccessToken.tokenHash, digestOf(token)),
        isNull(staffAccessToken.usedAt),
        gt(staffAccessToken.expiresAt, now),
      ),
    )
    .returning({
      id: staffAccessToken.id,
      userId: staffAccessToken.userId,
      issuedBy: staffAccessToken.issuedBy,
    });
  if (!spent) return null;
  const [owner] = await db
    .select({ userName: user.userName })
    .from(user)
    .where(eq(user.id, spent.userId));
  return owner?.userName === userName ? spent : null;
}

export interface Opener {
  ip: string;
  /** The opening browser's request headers (its cookies, user agent), for Better Auth. */
  headers: Headers;
}

/**
 * Opens a staff-access session from a link: the user's session, marked with the admin who
 * issued the link, ending STAFF_ACCESS_SESSION_SECONDS later. Audited 'staff_access.open' and
 * shown in the user's sign-in history. Answers Better Auth's headers, the session cookie among them.
 */
export async function openStaffAccess(
  deps: Deps,
  link: { userName: string; token: string },
  opener: Opener,
): Promise<Headers> {
  const db = deps.database.db;
  const spent = await spendToken(db, link.userName, link.token, new Date(deps.clock.now()));
  if (!spent) throw invalidLink();
  // Sessions end by the wall clock, as Better Auth measures them.
  const expiresAt = new Date(Date.now() + STAFF_ACCESS_SESSION_SECONDS * 1000);
  const headers = new Headers(opener.headers);
  headers.set(CLIENT_IP_HEADER, opener.ip);
  let answer: Awaited<ReturnType<typeof callBetterAuth>>;
  try {
    answer = await callBetterAuth(deps, spent, expiresAt, headers);
  } catch (error) {
    // Better Auth's session hook refuses a banned or blocked user, whoever asks.
    if (isAPIError(error) && error.statusCode === 403) {
      throw new AppError(
        403,
        ERROR_CODES.forbidden,
        `@${link.userName}'s account is banned or blocked, so staff access cannot open it.`,
      );
    }
    throw error;
  }
  await db.transaction((tx) =>
    recordAudit(tx, {
      actorId: spent.issuedBy,
      actorRole: 'admin',
      action: 'staff_access.open',
      targetType: 'user',
      targetId: spent.userId,
      before: null,
      after: {
        linkId: spent.id,
        sessionId: answer.response.sessionId,
        expiresAt: expiresAt.toISOString(),
      },
      ip: opener.ip,
    }),
  );
  await recordSignInAttempt(db, {
    userId: spent.userId,
    result: 'staff_access',
    method: 'staff_access',
    ipAddress: opener.ip,
    userAgent: opener.headers.get('user-agent'),
  });
  return answer.headers;
}

function callBetterAuth(
  deps: Deps,
  spent: { userId: string; issuedBy: string },
  expiresAt: Date,
  headers: Headers,
) {
  return deps.auth.api.openStaffAccessSession({
    body: { userId: spent.userId, staffAccessBy: spent.issuedBy, expiresAt },
    headers,
    returnHeaders: true,
  });
}
