import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guards.ts';
import { adjustmentRoutes } from './adjustment-routes.ts';
import { consoleRoutes } from './console-routes.ts';
import { trackAdminRoutes } from './route-registry.ts';
import { settingsRoutes } from './settings-routes.ts';

/** `/api/admin/*`: the admin console's API. The guard covers every route registered below. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  trackAdminRoutes(app);
  requireRole(app, ['admin']);
  await app.register(settingsRoutes);
  await app.register(adjustmentRoutes);
  await app.register(consoleRoutes);
  await app.register(import('../kyc/admin-routes.ts'));
  await app.register(import('../payment-methods/admin-routes.ts'));
  await app.register(import('../deposits/admin-routes.ts'));
  await app.register(import('../withdrawals/admin-routes.ts'));
};
