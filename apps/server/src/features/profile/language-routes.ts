import { apiErrorSchema, languageResponse, updateLanguageBody } from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../platform/auth/guards.ts';
import { setLanguage } from './service.ts';

/**
 * The language of the user's mail and invoices. Open before the e-mail is verified, unlike the
 * rest of the profile: someone waiting for the verification mail may want it in their language.
 */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: false });

  app.put(
    '/api/profile/language',
    {
      schema: {
        tags: ['profile'],
        summary: 'Choose the language of your mail and invoices: en, ms or id',
        security: [{ session: [] }],
        body: updateLanguageBody,
        response: {
          200: languageResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    (request) => setLanguage(app.deps, signedInUser(request).id, request.body.language),
  );
};
