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
  /** Staff routes support agents may use as well as admins: the support inbox, nothing else. */
  supportRoutes: readonly FastifyPluginAsync[];
}

/**
 * `/api/admin/*`: the admin console's API. Two guarded groups, each covering every route
 * registered in it: admin-only, and staff (admin or support) for the support inbox.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  trackAdminRoutes(app);
  await app.register(async (adminOnly) => {
    requireRole(adminOnly, ['admin']);
    await adminOnly.register(settingsRoutes);
    await adminOnly.register(adjustmentRoutes);
    await adminOnly.register(consoleRoutes);
    for (const routes of options.featureRoutes) await adminOnly.register(routes);
  });
  await app.register(async (staff) => {
    requireRole(staff, ['admin', 'support']);
    for (const routes of options.supportRoutes) await staff.register(routes);
  });
};
