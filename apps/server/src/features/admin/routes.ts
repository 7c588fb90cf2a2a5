import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guards.ts';
import { adjustmentRoutes } from './adjustment-routes.ts';
import { consoleRoutes } from './console-routes.ts';
import { trackAdminRoutes } from './route-registry.ts';
import { settingsRoutes } from './settings-routes.ts';

export interface AdminRoutesOptions {
  /** Other features' staff routes (KYC, payment methods, deposits, withdrawals), put behind the
   * same guard by the composition root, so admin imports none of those features. */
  featureRoutes: readonly FastifyPluginAsync[];
}

/** `/api/admin/*`: the admin console's API. The guard covers every route registered below. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  trackAdminRoutes(app);
  requireRole(app, ['admin']);
  await app.register(settingsRoutes);
  await app.register(adjustmentRoutes);
  await app.register(consoleRoutes);
  for (const routes of options.featureRoutes) await app.register(routes);
};
