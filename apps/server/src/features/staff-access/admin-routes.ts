import { adminUserParams, apiErrorSchema, staffAccessLinkResponse } from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/actor.ts';
import { issueStaffAccess } from './service.ts';

/** The console's "Sign in as this user", registered in the admin group (admins only). */
export const adminStaffAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/users/:userId/staff-access',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Issue a one-time link, valid 5 minutes, to view Kapital as the user, read-only (audited)',
        security: [{ session: [] }],
        params: adminUserParams,
        response: {
          201: staffAccessLinkResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const link = await issueStaffAccess(app.deps, actorOf(request), request.params.userId);
      return reply.status(201).send(link);
    },
  );
};
