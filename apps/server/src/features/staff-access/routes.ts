import { apiErrorSchema, openStaffAccessBody } from '@kapital/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forwardCookies } from '../../platform/auth/better-auth-calls.ts';
import { openStaffAccess } from './service.ts';

/**
 * POST /api/account/staff-access: the /login-admin page posts its link's parts here. Public
 * (the person opening it has no session of the user's yet), same-origin like every change, and
 * limited per address like the other sign-in routes.
 */
export const staffAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/account/staff-access',
    {
      config: { rateLimit: { max: app.deps.config.authRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary:
          'Open a staff-access link: a read-only session as the user for an hour; the link works once',
        security: [],
        body: openStaffAccessBody,
        response: {
          204: z.null(),
          400: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await openStaffAccess(app.deps, request.body, {
        ip: request.ip,
        headers: fromNodeHeaders(request.headers),
      });
      forwardCookies(reply, answer);
      return reply.status(204).send(null);
    },
  );
};
