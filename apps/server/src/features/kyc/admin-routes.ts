import {
  adminKycDetail,
  adminKycListQuery,
  adminKycListResponse,
  adminKycParams,
  apiErrorSchema,
  kycRejectBody,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/guards.ts';
import { decideKyc, kycDetail, listKyc } from './kyc-service.ts';

/**
 * /api/admin/kyc: the review queue. Registered inside the admin group, whose guard (verified
 * session, role admin) covers every route here.
 */
export const adminKycRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  app.get(
    '/api/admin/kyc',
    {
      schema: {
        tags: ['admin'],
        summary: 'KYC submissions by status: pending oldest first, decided ones newest first',
        security: [{ session: [] }],
        querystring: adminKycListQuery,
        response: { 200: adminKycListResponse, ...errors },
      },
    },
    async (request) => listKyc(app.deps, request.query),
  );

  app.get(
    '/api/admin/kyc/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One KYC submission in full: the whole id number and the document addresses',
        security: [{ session: [] }],
        params: adminKycParams,
        response: { 200: adminKycDetail, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => kycDetail(app.deps, request.params.id),
  );

  app.post(
    '/api/admin/kyc/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending KYC submission; the user is mailed',
        security: [{ session: [] }],
        params: adminKycParams,
        response: { 200: adminKycDetail, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      decideKyc(
        app.deps,
        {
          id: request.params.id,
          actor: signedInUser(request),
          ip: request.ip ?? null,
          decision: 'approve',
        },
        request.log,
      ),
  );

  app.post(
    '/api/admin/kyc/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending KYC submission with the reason the user will see; mailed',
        security: [{ session: [] }],
        params: adminKycParams,
        body: kycRejectBody,
        response: { 200: adminKycDetail, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      decideKyc(
        app.deps,
        {
          id: request.params.id,
          actor: signedInUser(request),
          ip: request.ip ?? null,
          decision: 'reject',
          reason: request.body.reason,
        },
        request.log,
      ),
  );
};
