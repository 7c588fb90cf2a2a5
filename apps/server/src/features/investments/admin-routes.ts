import {
  adminInvestmentsQuery,
  adminInvestmentsResponse,
  adminPackageParams,
  adminPackagesResponse,
  apiErrorSchema,
  createPackageBody,
  investmentPackageSchema,
  payoutSwitchBody,
  payoutSwitchResponse,
  updatePackageBody,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/actor.ts';
import { createPackage, listAllPackages, updatePackage } from './package-service.ts';
import { payoutsPaused, setPayoutsPaused } from './payout-switch.ts';
import { listAdminInvestments } from './queries.ts';

/**
 * /api/admin/packages and /api/admin/investments: staff define packages, watch investments and
 * pause payouts. Registered inside the admin group, whose guard covers every route here.
 */
export const adminInvestmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  const { db } = app.deps.database;

  app.get(
    '/api/admin/packages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every investment package, open or closed, in display order',
        security: [{ session: [] }],
        response: { 200: adminPackagesResponse, ...errors },
      },
    },
    async () => ({ items: await listAllPackages(db) }),
  );

  app.post(
    '/api/admin/packages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add an investment package',
        security: [{ session: [] }],
        body: createPackageBody,
        response: { 201: investmentPackageSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await db.transaction((tx) =>
        createPackage(tx, request.body, actorOf(request)),
      );
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/admin/packages/:packageId',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Change a package: only the fields sent change; investments already made keep their terms',
        security: [{ session: [] }],
        params: adminPackageParams,
        body: updatePackageBody,
        response: {
          200: investmentPackageSchema,
          ...errors,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      db.transaction((tx) =>
        updatePackage(tx, request.params.packageId, request.body, actorOf(request)),
      ),
  );

  app.get(
    '/api/admin/investments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every investment, filtered, with totals and whether payouts are paused',
        security: [{ session: [] }],
        querystring: adminInvestmentsQuery,
        response: { 200: adminInvestmentsResponse, ...errors },
      },
    },
    async (request) =>
      listAdminInvestments(db, request.query, app.deps.clock.now(), await payoutsPaused(db)),
  );

  app.put(
    '/api/admin/investments/payouts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pause or resume every investment payout; on resume missed periods are paid',
        security: [{ session: [] }],
        body: payoutSwitchBody,
        response: { 200: payoutSwitchResponse, ...errors },
      },
    },
    async (request) =>
      db.transaction((tx) => setPayoutsPaused(tx, request.body.paused, actorOf(request))),
  );
};
