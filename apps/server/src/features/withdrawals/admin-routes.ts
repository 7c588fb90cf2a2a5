import {
  type AdminWithdrawal,
  adminWithdrawalListResponse,
  adminWithdrawalSchema,
  apiErrorSchema,
  ERROR_CODES,
  idempotencyHeaders,
  payoutBody,
  rejectionBody,
  withdrawalListQuery,
  withdrawalParams,
} from '@kapital/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import type { UnitOfWork } from '../../platform/ledger/index.ts';
import { listAdminWithdrawals, readAdminWithdrawal } from './queries.ts';
import { payWithdrawal, rejectWithdrawal, type StaffDecision } from './withdrawal-service.ts';

/**
 * /api/admin/withdrawals: the payout queue. Registered inside the admin group, whose guard
 * (verified session, role admin) covers every route here.
 */
export const adminWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  const decisionErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema };

  /** Runs a staff decision on one withdrawal once per Idempotency-Key, as the signed-in staff. */
  const decideOnce = (
    request: FastifyRequest,
    reply: FastifyReply,
    withdrawalId: string,
    decide: (uow: UnitOfWork, decision: StaffDecision) => Promise<AdminWithdrawal>,
  ) => {
    const decision: StaffDecision = {
      withdrawalId,
      actor: signedInUser(request),
      ip: request.ip ?? null,
    };
    return idempotent(app.deps, request, reply, async (uow) => ({
      statusCode: 200,
      body: await decide(uow, decision),
    }));
  };

  app.get(
    '/api/admin/withdrawals',
    {
      schema: {
        tags: ['admin'],
        summary: 'Withdrawals of every user, newest first, by source and status',
        security: [{ session: [] }],
        querystring: withdrawalListQuery,
        response: { 200: adminWithdrawalListResponse, ...errors },
      },
    },
    async (request) => listAdminWithdrawals(app.deps.database.db, request.query),
  );

  app.get(
    '/api/admin/withdrawals/:withdrawalId',
    {
      schema: {
        tags: ['admin'],
        summary: 'One withdrawal with its bank account snapshot and customer',
        security: [{ session: [] }],
        params: withdrawalParams,
        response: { 200: adminWithdrawalSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const found = await readAdminWithdrawal(app.deps.database.db, request.params.withdrawalId);
      if (!found) throw new AppError(404, ERROR_CODES.notFound, 'No such withdrawal');
      return found;
    },
  );

  app.post(
    '/api/admin/withdrawals/:withdrawalId/pay',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a pending withdrawal paid with the payout reference; the user is mailed',
        security: [{ session: [] }],
        params: withdrawalParams,
        headers: idempotencyHeaders,
        body: payoutBody,
        response: { 200: adminWithdrawalSchema, ...decisionErrors },
      },
    },
    async (request, reply) =>
      decideOnce(request, reply, request.params.withdrawalId, (uow, decision) =>
        payWithdrawal(app.deps, uow, {
          ...decision,
          payoutReference: request.body.payoutReference,
        }),
      ),
  );

  app.post(
    '/api/admin/withdrawals/:withdrawalId/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending withdrawal with a reason; the money returns, the user is mailed',
        security: [{ session: [] }],
        params: withdrawalParams,
        headers: idempotencyHeaders,
        body: rejectionBody,
        response: { 200: adminWithdrawalSchema, ...decisionErrors },
      },
    },
    async (request, reply) =>
      decideOnce(request, reply, request.params.withdrawalId, (uow, decision) =>
        rejectWithdrawal(app.deps, uow, { ...decision, reason: request.body.reason }),
      ),
  );
};
