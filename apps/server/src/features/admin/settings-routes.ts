import {
  adminSettingsResponse,
  apiErrorSchema,
  publicSettingsSchema,
  rateHistoryQuery,
  rateHistoryResponse,
  updateAdminSettingsBody,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/actor.ts';
import { rateHistory, readAdminSettings, updateSettings } from './settings-service.ts';

const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every setting: chat button, rates, fees, limits, referral levels, demo balance',
        security: [{ session: [] }],
        response: { 200: adminSettingsResponse, ...refusals },
      },
    },
    () => readAdminSettings(app.deps),
  );

  app.patch(
    '/api/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change some settings (audited); every browser hears the public ones',
        security: [{ session: [] }],
        body: updateAdminSettingsBody,
        response: { 200: publicSettingsSchema, ...refusals },
      },
    },
    (request) => updateSettings(app.deps, request.body, actorOf(request)),
  );

  app.get(
    '/api/admin/settings/rate-history',
    {
      schema: {
        tags: ['admin'],
        summary: 'Exchange-rate changes from the audit log, newest first',
        security: [{ session: [] }],
        querystring: rateHistoryQuery,
        response: { 200: rateHistoryResponse, ...refusals },
      },
    },
    (request) => rateHistory(app.deps.database.db, request.query.page, request.query.size),
  );
};
