import {
  accountRestriction,
  ERROR_CODES,
  type SignOutReason,
  signOutNotice,
} from '@kapital/shared';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { session as sessionTable, user as userTable } from '../../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { AuthSession, SessionUser } from './auth.ts';
import { sessionStanding } from './session-standing.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the guard of the route group. */
    currentUser: SessionUser | null;
    /** The session that user signed in with, set with currentUser. */
    currentSession: AuthSession['session'] | null;
  }
}

export interface GuardOptions {
  /** Refuse users whose e-mail is not verified (the seed loads nothing for them). */
  verifiedEmail: boolean;
}

/** Better Auth's signed session cookie (with the __Secure- prefix on https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** Whether the request carries a session cookie at all (signed in, or was). */
export const hasSessionCookie = (request: FastifyRequest): boolean =>
  SESSION_COOKIE.test(request.headers.cookie ?? '');

/** One read per request: the API-wide hooks and the route group's guard share it. */
const sessionReads = new WeakMap<FastifyRequest, Promise<AuthSession | null>>();

/**
 * Reads the session from the cookie; null when there is none or it has expired. A session read
 * before comes from memory until an event ends or changes it (session-cache.ts). A request that
 * changes something also confirms in the database that the session still stands, with its
 * user's role and standing as they are now: no ended session moves money, even in the moment
 * before its event reaches this instance (decision 020). Read once per request.
 */
export function readSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AuthSession | null> {
  let read = sessionReads.get(request);
  if (!read) {
    read = readSessionNow(app, request);
    sessionReads.set(request, read);
  }
  return read;
}

async function readSessionNow(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AuthSession | null> {
  const read = () => app.deps.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  const cookie = SESSION_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (!cookie) return read();
  const found = await app.deps.sessions.get(cookie, read);
  if (!found || request.method === 'GET' || request.method === 'HEAD') return found;
  // Better Auth measures session expiry by the wall clock, so this does too.
  return sessionStanding(app.deps.database.db, found, new Date());
}

/**
 * Ends every session of a user and tells their open browsers why. Banned or blocked users are
 * signed out wherever they are, the moment anyone notices.
 */
export async function endSessions(
  app: FastifyInstance,
  userId: string,
  reason: SignOutReason,
  staffReason: string | null,
): Promise<void> {
  await app.deps.database.db.delete(sessionTable).where(eq(sessionTable.userId, userId));
  await app.deps.events.publish({ type: 'session.ended', userId, reason, staffReason });
}

/** The reason staff gave for blocking or banning the user, if any. */
async function restrictionReasonOf(app: FastifyInstance, userId: string): Promise<string | null> {
  const [row] = await app.deps.database.db
    .select({ reason: userTable.restrictionReason })
    .from(userTable)
    .where(eq(userTable.id, userId));
  return row?.reason ?? null;
}

/**
 * Adds the session check to every route of the group it is registered in. It runs before the
 * request is validated: a caller without a session gets 401, not a lesson in the body's schema.
 */
export function requireUser(app: FastifyInstance, options: GuardOptions): void {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('currentSession', null);
  app.addHook('preValidation', async (request) => {
    const found = await readSession(app, request);
    const user = found?.user;
    if (!found || !user)
      throw new AppError(401, ERROR_CODES.unauthenticated, 'Sign in to continue');
    const refusal = accountRestriction(user);
    if (refusal) {
      // A browser that missed the socket's message learns here why, staff's words included.
      const staffReason = await restrictionReasonOf(app, user.id);
      await endSessions(app, user.id, refusal, staffReason);
      throw new AppError(403, refusal, signOutNotice(refusal, staffReason));
    }
    if (options.verifiedEmail && !user.emailVerified) {
      throw new AppError(
        403,
        ERROR_CODES.emailNotVerified,
        'Verify your e-mail address to open your account',
      );
    }
    request.currentUser = user;
    request.currentSession = found.session;
  });
}

/**
 * The user a route group's guard (requireUser, requireRole) signed in. A route without a guard is
 * a wiring bug: it fails as a 500 here rather than acting for a user with no id.
 */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.currentUser) {
    throw new Error(`No session guard covers ${request.method} ${request.routeOptions.url}`);
  }
  return request.currentUser;
}

/** The session of the user signedInUser returns; the same wiring rule holds. */
export function signedInSession(request: FastifyRequest): AuthSession['session'] {
  if (!request.currentSession) {
    throw new Error(`No session guard covers ${request.method} ${request.routeOptions.url}`);
  }
  return request.currentSession;
}

export type StaffRole = 'admin' | 'support';
const STAFF_ROLES: ReadonlySet<string | null | undefined> = new Set<StaffRole>([
  'admin',
  'support',
]);

/** Whether `role` is a staff role, who may see every user's private files. */
export const isStaffRole = (role: string | null | undefined): boolean => STAFF_ROLES.has(role);

/**
 * Staff route groups: a verified session (401 / 403 as requireUser) and one of `roles`, else
 * 403 FORBIDDEN. Registered once on the group, it covers every route added to it later.
 */
export function requireRole(app: FastifyInstance, roles: readonly StaffRole[]): void {
  requireUser(app, { verifiedEmail: true });
  app.addHook('preValidation', async (request) => {
    const role = signedInUser(request).role;
    if (!roles.some((allowed) => allowed === role)) {
      throw new AppError(403, ERROR_CODES.forbidden, `This needs the ${roles.join(' or ')} role`);
    }
  });
}
