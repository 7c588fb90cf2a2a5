import { createHash, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@kapital/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import {
  METRICS_CONTENT_TYPE,
  metricsText,
  processMetrics,
  scrapedGauge,
} from '../../platform/metrics/metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus's text format, for whoever holds METRICS_TOKEN (Prometheus sends it
 * as `Authorization: Bearer …`). Without the setting there is no such route: the figures name
 * routes, volumes and failures, which are nobody else's business.
 */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const { config, database, draining, events, metrics } = app.deps;
  const { poolUse } = database;
  if (poolUse) {
    scrapedGauge(metrics, {
      name: 'kapital_db_pool_connections',
      help: 'Database pool: connections open, idle among them, requests waiting for one, and the most allowed',
      labelNames: ['state'] as const,
      collect() {
        const use = poolUse();
        this.set({ state: 'open' }, use.open);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
        this.set({ state: 'max' }, use.max);
      },
    });
  }
  scrapedGauge(metrics, {
    name: 'kapital_event_bus_connected',
    help: '1 while the event bus hears the other instances, 0 while it reconnects',
    collect() {
      this.set(events.isConnected() ? 1 : 0);
    },
  });
  scrapedGauge(metrics, {
    name: 'kapital_draining',
    help: '1 once the instance got SIGTERM and is finishing its work',
    collect() {
      this.set(draining.active ? 1 : 0);
    },
  });

  const { metricsToken } = config;
  if (!metricsToken) return;
  // Started with the route, once per process: the event-loop delay is sampled from now on.
  processMetrics();
  const expected = digest(`Bearer ${metricsToken}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(
        401,
        ERROR_CODES.unauthenticated,
        'Send the metrics token as a bearer token (Authorization: Bearer …)',
      );
    }
    const text = await metricsText(metrics);
    return reply.type(METRICS_CONTENT_TYPE).header('cache-control', 'no-store').send(text);
  });
};
