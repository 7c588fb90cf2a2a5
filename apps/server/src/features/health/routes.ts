import { healthResponse, livenessResponse, PAIRS, readinessResponse } from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isReachable } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        security: [],
        summary: 'Is the database reachable, which version runs',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const { database, version } = app.deps;
      const reachable = await isReachable(database.db);
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        version,
        database: { reachable, driver: database.driver },
      });
    },
  );

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        security: [],
        summary: 'Liveness: the process answers (restart it when it does not)',
        response: { 200: livenessResponse },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        security: [],
        summary: 'Readiness: send this instance requests (database, event bus, market feed)',
        description:
          '503 while any of the three is down, and while the instance drains after SIGTERM.',
        response: { 200: readinessResponse, 503: readinessResponse },
      },
    },
    async (_request, reply) => {
      const { database, events, market, draining } = app.deps;
      const checks = {
        database: await isReachable(database.db),
        eventBus: events.isConnected(),
        // One fresh pair proves the feed's connection; a pair that is quiet on its own stays
        // refused for orders without taking the instance out.
        marketFeed: PAIRS.some((symbol) => !market.isStale(symbol)),
      };
      const ready = checks.database && checks.eventBus && checks.marketFeed;
      const status = draining.active ? 'draining' : ready ? 'ready' : 'not_ready';
      return reply.status(status === 'ready' ? 200 : 503).send({ status, checks });
    },
  );
};
