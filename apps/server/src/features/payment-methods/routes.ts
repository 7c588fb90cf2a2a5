import { apiErrorSchema, paymentMethodListResponse } from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards.ts';
import { listDepositMethods } from './queries.ts';

/** /api/payment-methods: where a user can send a deposit. */
export const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });

  app.get(
    '/api/payment-methods',
    {
      schema: {
        tags: ['deposits'],
        summary:
          'The active payment methods, by label: where to send a deposit and the amounts it accepts (the settings and the method together)',
        security: [{ session: [] }],
        response: { 200: paymentMethodListResponse, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ items: await listDepositMethods(app.deps.database.db) }),
  );
};
