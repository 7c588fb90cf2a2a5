import {
  apiErrorSchema,
  ERROR_CODES,
  meResponse,
  profileSchema,
  updateProfileBody,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInSession, signedInUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { avatarRoutes } from './avatar-routes.ts';
import { readMe } from './queries.ts';
import { updateProfile } from './service.ts';

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
      const me = await readMe(app.deps.database.db, signedInSession(request));
      if (!me) throw new AppError(404, ERROR_CODES.notFound, 'No such document!');
      return me;
    },
  );

  app.put(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change name, username, currency, phone and country; returns the new profile',
        description:
          "Other fields (role, e-mail, status...) are ignored: they are not the user's to set.",
        security: [{ session: [] }],
        body: updateProfileBody,
        response: {
          200: profileSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    (request) => updateProfile(app.deps, signedInUser(request).id, request.body),
  );

  await app.register(avatarRoutes);
};
