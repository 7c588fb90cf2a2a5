import {
  adjustmentBody,
  adjustmentResponse,
  adminUserParams,
  apiErrorSchema,
  idempotencyHeaders,
  parseMoney,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/guards.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { adjustBalance } from './adjustment-service.ts';

export const adjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/users/:userId/adjustments',
    {
      schema: {
        tags: ['admin'],
        summary: "Credit or debit a user's wallet, bonus or profit fund, with a reason",
        security: [{ session: [] }],
        params: adminUserParams,
        headers: idempotencyHeaders,
        body: adjustmentBody,
        response: {
          201: adjustmentResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { account, direction, amount, reason } = request.body;
      const admin = signedInUser(request);
      return idempotent(app.deps, request, reply, async (uow) => ({
        statusCode: 201,
        body: await adjustBalance(app.deps, uow, {
          adminId: admin.id,
          adminRole: admin.role ?? '',
          ip: request.ip ?? null,
          userId: request.params.userId,
          account,
          direction,
          amount: parseMoney(amount),
          reason,
          idempotencyKey: request.headers['idempotency-key'],
        }),
      }));
    },
  );
};
