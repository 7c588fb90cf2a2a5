import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';

const openBody = z.object({
  userId: z.string(),
  /** The admin who issued the link. */
  staffAccessBy: z.string(),
  expiresAt: z.date(),
});

/** Kapital's column on a session row, as Better Auth's hooks hand the row over. */
type StaffSessionRow = { staffAccessBy?: string | null; expiresAt: Date };

/**
 * Kapital's Better Auth plugin for staff access (decision 033).
 *
 * - `openStaffAccessSession`, server-only (no HTTP path), opens a session for a user marked with
 *   the admin viewing as them, ending at `expiresAt`, and sets its signed cookie exactly as every
 *   sign-in does. Better Auth's session hooks run as for any sign-in: a banned or blocked user
 *   gets no session.
 * - Such a session ends when it was meant to: Better Auth's sliding refresh (get-session moves
 *   expiresAt on once updateAge has passed, which for a one-hour session is at once) never
 *   moves it. Only get-session changes expiresAt, after putting the session it read on the
 *   context, which is how the hook knows whose it is.
 * - Its end (Stop, i.e. sign-out; its expiry noticed; or the user ending it from the security
 *   page) is audited as 'staff_access.stop'.
 */
export const staffAccessSessions = (options: {
  db: Db;
  /** The header carrying the client's address (auth.ts's CLIENT_IP_HEADER), for the audit. */
  clientIpHeader: string;
}) =>
  ({
    id: 'kapital-staff-access',
    endpoints: {
      openStaffAccessSession: createAuthEndpoint.serverOnly(
        { method: 'POST', body: openBody },
        async (ctx) => {
          const { userId, staffAccessBy, expiresAt } = ctx.body;
          const user = await ctx.context.internalAdapter.findUserById(userId);
          if (!user) throw new APIError('NOT_FOUND', { message: 'No such user' });
          const session = await ctx.context.internalAdapter.createSession(
            userId,
            false,
            { staffAccessBy, expiresAt },
            true,
          );
          await setSessionCookie(ctx, { session, user }, false, {
            maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
          });
          return ctx.json({ sessionId: session.id as string });
        },
      ),
    },
    init: () => ({
      options: {
        databaseHooks: {
          session: {
            update: {
              async before(data, context) {
                const refreshed = context?.context.session?.session as StaffSessionRow | undefined;
                if (!refreshed?.staffAccessBy || !('expiresAt' in data)) return;
                return { data: { ...data, expiresAt: refreshed.expiresAt } };
              },
            },
            delete: {
              async after(session, context) {
                const { staffAccessBy, expiresAt } = session as typeof session & StaffSessionRow;
                if (!staffAccessBy) return;
                const endedBy =
                  context?.path === '/sign-out'
                    ? 'stop'
                    : expiresAt.getTime() <= Date.now()
                      ? 'expiry'
                      : 'user';
                await options.db.transaction((tx) =>
                  recordAudit(tx, {
                    actorId: staffAccessBy,
                    actorRole: 'admin',
                    action: 'staff_access.stop',
                    targetType: 'user',
                    targetId: session.userId,
                    before: null,
                    after: { sessionId: session.id, endedBy },
                    ip: context?.headers?.get(options.clientIpHeader) ?? null,
                  }),
                );
              },
            },
          },
        },
      },
    }),
  }) satisfies BetterAuthPlugin;
