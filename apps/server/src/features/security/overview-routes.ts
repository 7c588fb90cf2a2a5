import { apiErrorSchema, securityOverviewResponse, signInHistoryResponse } from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/guards.ts';
import { securityOverview, signInHistory } from './service.ts';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema };

/** What the security page reads: what is set up, and the recent sign-ins. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/security',
    {
      schema: {
        tags: ['security'],
        summary: 'Two-step sign-in, passkeys, and whether money actions ask for a second step',
        security: [{ session: [] }],
        response: { 200: securityOverviewResponse, ...refusals },
      },
    },
    async (request) => securityOverview(app.deps, signedInUser(request).id),
  );

  app.get(
    '/api/security/sign-ins',
    {
      schema: {
        tags: ['security'],
        summary: 'The last 50 sign-in attempts on the account, newest first',
        security: [{ session: [] }],
        response: { 200: signInHistoryResponse, ...refusals },
      },
    },
    async (request) => signInHistory(app.deps, signedInUser(request).id),
  );
};
