import {
  apiErrorSchema,
  myCommissionsResponse,
  myReferredPeopleResponse,
  referralListQuery,
  referralSummarySchema,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../platform/auth/guards.ts';
import { listCommissions, listReferredPeople, referralSummary } from './queries.ts';

/** The user's own referrals page (/refferals): their link, the people and the commissions. */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });

  app.get(
    '/api/referrals',
    {
      schema: {
        tags: ['referrals'],
        summary:
          "The signed-in user's referral link and figures: people referred (two levels), verified, deposited, commissions earned and held",
        security: [{ session: [] }],
        response: {
          200: referralSummarySchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { database, config } = app.deps;
      return referralSummary(database.db, signedInUser(request).id, config.baseUrl);
    },
  );

  app.get(
    '/api/referrals/people',
    {
      schema: {
        tags: ['referrals'],
        summary:
          'The people the signed-in user referred, level 1 and 2, who joined last first, e-mails masked',
        security: [{ session: [] }],
        querystring: referralListQuery,
        response: {
          200: myReferredPeopleResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      return listReferredPeople(app.deps.database.db, signedInUser(request).id, page, size);
    },
  );

  app.get(
    '/api/referrals/commissions',
    {
      schema: {
        tags: ['referrals'],
        summary:
          "The signed-in user's referral commissions, newest first: paid, held for review or rejected",
        security: [{ session: [] }],
        querystring: referralListQuery,
        response: {
          200: myCommissionsResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      return listCommissions(app.deps.database.db, signedInUser(request).id, page, size);
    },
  );
};
