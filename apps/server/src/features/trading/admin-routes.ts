import {
  adminTradingResponse,
  adminUserParams,
  adminUserPositionsQuery,
  apiErrorSchema,
  positionListResponse,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tradingOverview, userPositions } from './admin-queries.ts';

/**
 * /api/admin/trading and a user's positions: registered inside the admin group, whose guard
 * covers every route here.
 */
export const adminTradingRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  const { db } = app.deps.database;

  app.get(
    '/api/admin/trading',
    {
      schema: {
        tags: ['admin'],
        summary: "Open positions and exposure per pair, and the house's trading result",
        security: [{ session: [] }],
        response: { 200: adminTradingResponse, ...errors },
      },
    },
    async () => tradingOverview(db),
  );

  app.get(
    '/api/admin/users/:userId/positions',
    {
      schema: {
        tags: ['admin'],
        summary: "One user's positions, newest first",
        security: [{ session: [] }],
        params: adminUserParams,
        querystring: adminUserPositionsQuery,
        response: { 200: positionListResponse, ...errors },
      },
    },
    async (request) => userPositions(db, request.params.userId, request.query),
  );
};
