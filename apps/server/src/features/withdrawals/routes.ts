import {
  apiErrorSchema,
  createWithdrawalBody,
  ERROR_CODES,
  idempotencyHeaders,
  parseMoney,
  secondStepHeaders,
  withdrawalListQuery,
  withdrawalListResponse,
  withdrawalParams,
  withdrawalSchema,
  withdrawalTermsResponse,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { listWithdrawals, readWithdrawal } from './queries.ts';
import { cancelWithdrawal, createWithdrawal, withdrawalTerms } from './withdrawal-service.ts';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * GET /api/withdrawals/terms answers any signed-in user, verified or not: an unverified e-mail
 * is one of the blockers the withdrawal screen explains.
 */
const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: false });

  app.get(
    '/api/withdrawals/terms',
    {
      schema: {
        tags: ['withdrawals'],
        summary: 'Fee, minimum, balances, bank account and what stops the user withdrawing',
        security: [{ session: [] }],
        response: { 200: withdrawalTermsResponse, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => withdrawalTerms(app.deps, signedInUser(request)),
  );
};

const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });

  app.post(
    '/api/withdrawals',
    {
      config: { secondStep: 'withdrawal' },
      schema: {
        tags: ['withdrawals'],
        summary:
          'Ask for a withdrawal to the saved bank account; the amount moves to a hold at once. With two-step or a passkey set up, it spends a second step for a withdrawal',
        security: [{ session: [] }],
        headers: idempotencyHeaders.extend(secondStepHeaders.shape),
        body: createWithdrawalBody,
        response: {
          201: withdrawalSchema,
          400: apiErrorSchema,
          ...errors,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const input = {
        userId,
        source: request.body.source,
        amount: parseMoney(request.body.amount),
      };
      return idempotent(app.deps, request, reply, async (uow) => ({
        statusCode: 201,
        body: await createWithdrawal(app.deps, uow, input),
      }));
    },
  );

  app.get(
    '/api/withdrawals',
    {
      schema: {
        tags: ['withdrawals'],
        summary: "The signed-in user's withdrawals, newest first",
        security: [{ session: [] }],
        querystring: withdrawalListQuery,
        response: { 200: withdrawalListResponse, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      listWithdrawals(app.deps.database.db, signedInUser(request).id, request.query),
  );

  app.get(
    '/api/withdrawals/:withdrawalId',
    {
      schema: {
        tags: ['withdrawals'],
        summary: 'One withdrawal of the signed-in user: the receipt',
        security: [{ session: [] }],
        params: withdrawalParams,
        response: { 200: withdrawalSchema, 400: apiErrorSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const found = await readWithdrawal(
        app.deps.database.db,
        signedInUser(request).id,
        request.params.withdrawalId,
      );
      if (!found) throw new AppError(404, ERROR_CODES.notFound, 'No such withdrawal');
      return found;
    },
  );

  app.post(
    '/api/withdrawals/:withdrawalId/cancel',
    {
      schema: {
        tags: ['withdrawals'],
        summary: 'Cancel a pending withdrawal; the amount returns to its fund',
        security: [{ session: [] }],
        params: withdrawalParams,
        headers: idempotencyHeaders,
        response: {
          200: withdrawalSchema,
          400: apiErrorSchema,
          ...errors,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const { withdrawalId } = request.params;
      return idempotent(app.deps, request, reply, async (uow) => ({
        statusCode: 200,
        body: await cancelWithdrawal(app.deps, uow, userId, withdrawalId),
      }));
    },
  );
};

/** /api/withdrawals: requests from the wallet, bonus or profit fund, and their receipts. */
export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(termsRoutes);
  await app.register(requestRoutes);
};
