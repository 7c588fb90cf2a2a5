import {
  adminReferralParams,
  adminUserParams,
  adminUserReferralsResponse,
  apiErrorSchema,
  flaggedReferralsQuery,
  flaggedReferralsResponse,
  idempotencyHeaders,
  referralDecisionResponse,
  referralRejectBody,
} from '@kapital/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/audit/actor.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import {
  decideReferral,
  listFlaggedReferrals,
  type ReferralDecision,
  userReferrals,
} from './admin-service.ts';

/**
 * /api/admin/referrals: the queue of flagged referrals, and a user's referral tree. Registered
 * inside the admin group, whose guard (verified session, role admin) covers every route here.
 */
export const adminReferralRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  const decisionResponses = {
    200: referralDecisionResponse,
    ...errors,
    404: apiErrorSchema,
    409: apiErrorSchema,
  };

  /** An approval moves money: each decision runs once per Idempotency-Key, as deposits do. */
  const decideOnce = (
    request: FastifyRequest,
    reply: FastifyReply,
    decision: Omit<ReferralDecision, 'actor'>,
  ) =>
    idempotent(app.deps, request, reply, async (uow) => ({
      statusCode: 200,
      body: await decideReferral(app.deps, uow, { ...decision, actor: actorOf(request) }),
    }));

  app.get(
    '/api/admin/referrals',
    {
      schema: {
        tags: ['admin'],
        summary: 'Flagged referrals waiting for a decision, with their evidence, oldest first',
        security: [{ session: [] }],
        querystring: flaggedReferralsQuery,
        response: { 200: flaggedReferralsResponse, ...errors },
      },
    },
    async (request) => listFlaggedReferrals(app.deps.database.db, request.query),
  );

  app.post(
    '/api/admin/referrals/:referredId/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a flagged referral: its held commissions whose chain is clear are paid',
        security: [{ session: [] }],
        headers: idempotencyHeaders,
        params: adminReferralParams,
        // No body, or an empty object: there is nothing to choose when approving.
        body: z.object({}).strict().nullish(),
        response: decisionResponses,
      },
    },
    async (request, reply) =>
      decideOnce(request, reply, { referredId: request.params.referredId, decision: 'approve' }),
  );

  app.post(
    '/api/admin/referrals/:referredId/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a flagged referral with a reason: its held commissions are never paid',
        security: [{ session: [] }],
        headers: idempotencyHeaders,
        params: adminReferralParams,
        body: referralRejectBody,
        response: decisionResponses,
      },
    },
    async (request, reply) =>
      decideOnce(request, reply, {
        referredId: request.params.referredId,
        decision: 'reject',
        reason: request.body.reason,
      }),
  );

  app.get(
    '/api/admin/users/:userId/referrals',
    {
      schema: {
        tags: ['admin'],
        summary: "A user's referrer, the people they referred (two levels) and their commissions",
        security: [{ session: [] }],
        params: adminUserParams,
        response: { 200: adminUserReferralsResponse, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => userReferrals(app.deps.database.db, request.params.userId),
  );
};
