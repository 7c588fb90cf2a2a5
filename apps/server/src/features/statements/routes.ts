import {
  apiErrorSchema,
  balanceHistoryQuery,
  balanceHistoryResponse,
  statementParams,
  statementQuery,
  statementResponse,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../platform/auth/guards.ts';
import {
  csvFileName,
  fundBalanceHistory,
  fundStatement,
  fundStatementCsv,
} from './statement-service.ts';

const refusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** The signed-in user's own fund statements: the page, the CSV export and the daily balances. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });

  app.get(
    '/api/statements/:fund',
    {
      schema: {
        tags: ['statements'],
        summary: "One page of a fund's movements, newest first, with the balance after each",
        security: [{ session: [] }],
        params: statementParams,
        querystring: statementQuery,
        response: { 200: statementResponse, ...refusals },
      },
    },
    async (request) =>
      fundStatement(
        app.deps.database.db,
        signedInUser(request).id,
        request.params.fund,
        request.query,
      ),
  );

  app.get(
    '/api/statements/:fund/csv',
    {
      schema: {
        tags: ['statements'],
        summary: "A fund's filtered movements as a CSV download, oldest first",
        security: [{ session: [] }],
        params: statementParams,
        // Paging does not apply to the export; page and size are accepted and ignored.
        querystring: statementQuery,
        response: { 200: z.any().describe('text/csv, one movement a row'), ...refusals },
      },
    },
    async (request, reply) => {
      const { type, from, to } = request.query;
      const csv = await fundStatementCsv(
        app.deps.database.db,
        signedInUser(request).id,
        request.params.fund,
        { type, from, to },
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${csvFileName(request.params.fund, app.deps.clock.now())}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(csv, 'utf8'));
    },
  );

  app.get(
    '/api/statements/:fund/history',
    {
      schema: {
        tags: ['statements'],
        summary: "A fund's closing balance on each of the last days (UTC), oldest first",
        security: [{ session: [] }],
        params: statementParams,
        querystring: balanceHistoryQuery,
        response: { 200: balanceHistoryResponse, ...refusals },
      },
    },
    async (request) =>
      fundBalanceHistory(
        app.deps.database.db,
        signedInUser(request).id,
        request.params.fund,
        request.query.days,
        app.deps.clock.now(),
      ),
  );
};
