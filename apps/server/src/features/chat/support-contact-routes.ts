import { apiErrorSchema, supportContactResponse } from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSettingsRow } from '../../platform/settings/read-settings.ts';

/**
 * GET /api/support/contact, without sign-in: a blocked user cannot sign in to chat, so the
 * sign-in page shows this address (set by staff in the console settings) with the refusal.
 */
export const supportContactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/support/contact',
    {
      schema: {
        tags: ['chat'],
        summary: 'The support e-mail address, for users who cannot sign in',
        security: [],
        response: { 200: supportContactResponse, 429: apiErrorSchema },
      },
    },
    async () => ({ email: (await readSettingsRow(app.deps.database.db)).supportEmail }),
  );
};
