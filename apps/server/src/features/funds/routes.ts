import {
  apiErrorSchema,
  ERROR_CODES,
  fundMoveBody,
  fundMoveParams,
  fundsResponse,
  idempotencyHeaders,
  parseMoney,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { moveToWallet } from './fund-move-service.ts';
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
      const funds = await readFunds(app.deps.database.db, signedInUser(request).id);
      if (!funds) throw new AppError(404, ERROR_CODES.notFound, 'No accounts for this user');
      return funds;
    },
  );

  app.post(
    '/api/funds/:fund/move',
    {
      schema: {
        tags: ['funds'],
        summary: 'Move an amount of the bonus or profit fund into the wallet',
        security: [{ session: [] }],
        params: fundMoveParams,
        headers: idempotencyHeaders,
        body: fundMoveBody,
        response: {
          200: fundsResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const move = {
        userId: signedInUser(request).id,
        fund: request.params.fund,
        amount: parseMoney(request.body.amount),
        idempotencyKey: request.headers['idempotency-key'],
      };
      return idempotent(app.deps, request, reply, async (uow) => ({
        statusCode: 200,
        body: await moveToWallet(app.deps, uow, move),
      }));
    },
  );
};
