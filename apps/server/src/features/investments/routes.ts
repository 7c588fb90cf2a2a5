import {
  apiErrorSchema,
  createInvestmentBody,
  ERROR_CODES,
  idempotencyHeaders,
  investmentListQuery,
  investmentListResponse,
  investmentPackageSchema,
  investmentPackagesResponse,
  investmentParams,
  investmentSchema,
  investmentTotalsResponse,
  packageParams,
  parseMoney,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { createInvestment } from './investment-service.ts';
import { listOfferedPackages, readOfferedPackage } from './package-service.ts';
import { watchPayoutLag } from './payout-lag.ts';
import { investmentTotals, listInvestments, readInvestment } from './queries.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The packages on offer: any signed-in user may look, verified or not. */
const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: false });

  app.get(
    '/api/investment-packages',
    {
      schema: {
        tags: ['investments'],
        summary: 'The open investment packages, in display order',
        security: [{ session: [] }],
        response: { 200: investmentPackagesResponse, ...errors },
      },
    },
    async () => listOfferedPackages(app.deps),
  );

  app.get(
    '/api/investment-packages/:slug',
    {
      schema: {
        tags: ['investments'],
        summary: 'One open package; 404 when unknown or closed',
        security: [{ session: [] }],
        params: packageParams,
        response: {
          200: investmentPackageSchema.extend({ periodSeconds: z.number().int() }),
          ...errors,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => readOfferedPackage(app.deps, request.params.slug),
  );
};

/** Investing and the user's investments: a verified e-mail first. */
const investingRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });

  app.post(
    '/api/investments',
    {
      schema: {
        tags: ['investments'],
        summary: 'Invest in a package: the amount moves from the wallet to escrow at once',
        security: [{ session: [] }],
        headers: idempotencyHeaders,
        body: createInvestmentBody,
        response: { 201: investmentSchema, ...errors, 409: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const input = {
        userId: signedInUser(request).id,
        packageSlug: request.body.packageSlug,
        amount: parseMoney(request.body.amount),
      };
      return idempotent(app.deps, request, reply, async (uow) => ({
        statusCode: 201,
        body: await createInvestment(app.deps, uow, input),
      }));
    },
  );

  app.get(
    '/api/investments',
    {
      schema: {
        tags: ['investments'],
        summary: "The signed-in user's investments, newest first",
        security: [{ session: [] }],
        querystring: investmentListQuery,
        response: { 200: investmentListResponse, ...errors },
      },
    },
    async (request) =>
      listInvestments(app.deps.database.db, signedInUser(request).id, request.query),
  );

  app.get(
    '/api/investments/totals',
    {
      schema: {
        tags: ['investments'],
        summary: 'Capital invested now and profit earned so far, for the dashboard',
        security: [{ session: [] }],
        response: { 200: investmentTotalsResponse, ...errors },
      },
    },
    async (request) => investmentTotals(app.deps.database.db, signedInUser(request).id),
  );

  app.get(
    '/api/investments/:investmentId',
    {
      schema: {
        tags: ['investments'],
        summary: 'One investment of the signed-in user: its invoice',
        security: [{ session: [] }],
        params: investmentParams,
        response: { 200: investmentSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const found = await readInvestment(
        app.deps.database.db,
        signedInUser(request).id,
        request.params.investmentId,
      );
      if (!found) throw new AppError(404, ERROR_CODES.notFound, 'No such investment');
      return found;
    },
  );
};

/** /api/investment-packages and /api/investments. */
export const investmentRoutes: FastifyPluginAsyncZod = async (app) => {
  watchPayoutLag(app.deps);
  await app.register(packageRoutes);
  await app.register(investingRoutes);
};
