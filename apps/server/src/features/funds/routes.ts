import { apiErrorSchema, ERROR_CODES, fundsResponse } from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { readFunds } from './queries.ts';

export const fundsRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });

  app.get(
    '/api/funds',
    {
      schema: {
        tags: ['funds'],
        summary: 'Wallet, bonus, profit and demo balances of the signed-in user (USD)',
        security: [{ session: [] }],
        response: {
          200: fundsResponse,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const funds = await readFunds(app.deps.database.db, request.currentUser?.id ?? '');
      if (!funds) throw new AppError(404, ERROR_CODES.notFound, 'No accounts for this user');
      return funds;
    },
  );
};
