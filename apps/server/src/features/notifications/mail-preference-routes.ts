import { apiErrorSchema, mailPreferencesSchema } from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../platform/auth/guards.ts';
import { readMailPreferences, saveMailPreferences } from './mail-preferences.ts';

/**
 * The mail a user wants, by topic (decision 036). They live with the notices because the notice
 * writer is what reads them; the paths are the profile's, where the user sets them.
 */
export const mailPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });

  app.get(
    '/api/profile/mail-preferences',
    {
      schema: {
        tags: ['profile'],
        summary: 'Which mail topics the signed-in user receives (every one until they choose)',
        description: 'Security mail has no topic here: it is always sent.',
        security: [{ session: [] }],
        response: {
          200: mailPreferencesSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    (request) => readMailPreferences(app.deps.database.db, signedInUser(request).id),
  );

  app.put(
    '/api/profile/mail-preferences',
    {
      schema: {
        tags: ['profile'],
        summary: 'Turn mail topics on or off (every topic in the body); answers what was saved',
        description: 'Security mail has no topic here: it is always sent.',
        security: [{ session: [] }],
        body: mailPreferencesSchema,
        response: {
          200: mailPreferencesSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    (request) =>
      saveMailPreferences(
        app.deps.database.db,
        signedInUser(request).id,
        request.body,
        new Date(app.deps.clock.now()),
      ),
  );
};
