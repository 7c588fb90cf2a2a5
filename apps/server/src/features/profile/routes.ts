import { apiErrorSchema, ERROR_CODES, meResponse } from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { readMe } from './queries.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user: profile, wallet balance (USD) and settings',
        security: [{ session: [] }],
        response: {
          200: meResponse,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const me = await readMe(app.deps.database.db, request.currentUser?.id ?? '');
      if (!me) throw new AppError(404, ERROR_CODES.notFound, 'No such document!');
      return me;
    },
  );
};
