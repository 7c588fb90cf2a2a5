import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards.ts';
import { overviewRoutes } from './overview-routes.ts';
import { passkeyRoutes } from './passkey-routes.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

/**
 * The security page's API (SPEC.md section 4 "Security"), for a signed-in user with a verified
 * e-mail. The sign-in steps themselves (the code, a passkey) are account routes, in
 * features/auth; ending sessions is /api/sessions.
 */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });
  await app.register(overviewRoutes);
  await app.register(twoFactorRoutes);
  await app.register(passkeyRoutes);
};
