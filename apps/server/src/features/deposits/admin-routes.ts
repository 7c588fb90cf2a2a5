import {
  adminDepositListResponse,
  adminDepositSchema,
  apiErrorSchema,
  depositListQuery,
  depositParams,
  idempotencyHeaders,
  rejectionBody,
} from '@kapital/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/audit/actor.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { listAdminDeposits, readAdminDeposit } from './queries.ts';
import { proofFileSchema, sendProof } from './send-proof.ts';
import { type DepositDecision, decideDeposit, invoiceNotFound } from './service.ts';

/**
 * /api/admin/deposits: the staff deposit queue. Registered inside the admin group, whose guard
 * (verified session, role admin) covers every route here.
 */
export const adminDepositRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  const decisionResponses = {
    200: adminDepositSchema,
    ...errors,
    404: apiErrorSchema,
    409: apiErrorSchema,
  };

  /** Runs a staff decision on one invoice once per Idempotency-Key, as the signed-in staff. */
  const decideOnce = (
    request: FastifyRequest,
    reply: FastifyReply,
    decision: Omit<DepositDecision, 'actor'>,
  ) =>
    idempotent(app.deps, request, reply, async (uow) => ({
      statusCode: 200,
      body: await decideDeposit(app.deps, uow, { ...decision, actor: actorOf(request) }),
    }));

  app.get(
    '/api/admin/deposits',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every deposit invoice, newest first, optionally of one status',
        security: [{ session: [] }],
        querystring: depositListQuery,
        response: { 200: adminDepositListResponse, ...errors },
      },
    },
    async (request) => listAdminDeposits(app.deps.database.db, request.query),
  );

  app.get(
    '/api/admin/deposits/:depositId',
    {
      schema: {
        tags: ['admin'],
        summary: 'One deposit invoice, with who asked and who decided',
        security: [{ session: [] }],
        params: depositParams,
        response: { 200: adminDepositSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const deposit = await readAdminDeposit(app.deps.database.db, request.params.depositId);
      if (!deposit) throw invoiceNotFound();
      return deposit;
    },
  );

  app.get(
    '/api/admin/deposits/:depositId/proof',
    {
      schema: {
        tags: ['admin'],
        summary: "A deposit's proof of payment",
        security: [{ session: [] }],
        params: depositParams,
        response: {
          200: proofFileSchema,
          ...errors,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => sendProof(app.deps, reply, request.params.depositId, null),
  );

  app.post(
    '/api/admin/deposits/:depositId/approve',
    {
      schema: {
        tags: ['admin'],
        summary: "Approve a pending or submitted invoice: its amount goes to the user's wallet",
        security: [{ session: [] }],
        headers: idempotencyHeaders,
        params: depositParams,
        // No body, or an empty object: there is nothing to choose when approving.
        body: z.object({}).strict().nullish(),
        response: decisionResponses,
      },
    },
    async (request, reply) =>
      decideOnce(request, reply, { depositId: request.params.depositId, decision: 'approve' }),
  );

  app.post(
    '/api/admin/deposits/:depositId/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending or submitted invoice with the reason the user will read',
        security: [{ session: [] }],
        headers: idempotencyHeaders,
        params: depositParams,
        body: rejectionBody,
        response: decisionResponses,
      },
    },
    async (request, reply) =>
      decideOnce(request, reply, {
        depositId: request.params.depositId,
        decision: 'reject',
        reason: request.body.reason,
      }),
  );
};
