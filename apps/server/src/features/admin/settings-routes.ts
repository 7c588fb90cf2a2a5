import { apiErrorSchema, publicSettingsSchema, updateSettingsBody } from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateSettings } from './settings-service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change some settings (chat button, rates); every browser hears the new ones',
        security: [{ session: [] }],
        body: updateSettingsBody,
        response: {
          200: publicSettingsSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    (request) => updateSettings(app.deps, request.body),
  );
};
