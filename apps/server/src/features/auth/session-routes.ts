import {
  apiErrorSchema,
  ERROR_CODES,
  SECURITY_ERROR_CODES,
  sessionListResponse,
} from '@kapital/shared';
import { fromNodeHeaders } from 'better-auth/node';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { session } from '../../db/schema/index.ts';
import { readSession, requireUser } from '../../platform/auth/guards.ts';
import { sessionEndContext } from '../../platform/auth/session-end-context.ts';
import { describeUserAgent } from '../../platform/auth/user-agent.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** A user has a handful of browsers; past this many the oldest are not listed. */
const MAX_LISTED_SESSIONS = 100;

/**
 * The user's signed-in browsers, by id. Better Auth's list-sessions and revoke-session speak in
 * session tokens, which must never reach a page script: these two routes replace them.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: false });

  const currentSession = async (request: Parameters<typeof readSession>[1]) => {
    const found = await readSession(app, request);
    if (!found) throw new AppError(401, ERROR_CODES.unauthenticated, 'Sign in to continue');
    return found.session;
  };

  app.get(
    '/api/sessions',
    {
      schema: {
        tags: ['account'],
        summary: "The signed-in user's sessions (browsers), newest first, without tokens",
        security: [{ session: [] }],
        response: { 200: sessionListResponse, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const current = await currentSession(request);
      const rows = await app.deps.database.db
        .select()
        .from(session)
        .where(and(eq(session.userId, current.userId), gt(session.expiresAt, new Date())))
        .orderBy(desc(session.updatedAt))
        .limit(MAX_LISTED_SESSIONS);
      return {
        items: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          ipAddress: row.ipAddress,
          userAgent: row.userAgent,
          ...describeUserAgent(row.userAgent),
          current: row.id === current.id,
          staffAccess: row.staffAccessBy !== null,
        })),
      };
    },
  );

  app.delete(
    '/api/sessions/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign one of your browsers out; its open pages are closed at once',
        security: [{ session: [] }],
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 204: z.null(), 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const current = await currentSession(request);
      const [row] = await app.deps.database.db
        .select({ token: session.token })
        .from(session)
        .where(and(eq(session.id, request.params.id), eq(session.userId, current.userId)));
      if (!row) throw new AppError(404, ERROR_CODES.notFound, 'No such session');
      // Through Better Auth, so its session hooks run: that browser's socket closes, told why
      // unless it is the browser asking.
      const revoke = () =>
        app.deps.auth.api.revokeSession({
          body: { token: row.token },
          headers: fromNodeHeaders(request.headers),
        });
      if (request.params.id === current.id) await revoke();
      else await sessionEndContext.run({ reason: SECURITY_ERROR_CODES.sessionRevoked }, revoke);
      return reply.status(204).send(null);
    },
  );
};
