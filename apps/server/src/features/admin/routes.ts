import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guards.ts';
import { adjustmentRoutes } from './adjustment-routes.ts';
import { settingsRoutes } from './settings-routes.ts';

/** `/api/admin/*`: the admin console's API. The guard covers every route registered below. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  requireRole(app, ['admin']);
  await app.register(settingsRoutes);
  await app.register(adjustmentRoutes);
};
