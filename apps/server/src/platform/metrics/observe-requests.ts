import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

/**
 * Every answered request into the latency histogram, labelled by its route's pattern
 * (`/api/deposits/:id`, never the id itself) so the figures stay a few hundred series. The web
 * app's files are one label, its pages (drawn on the server or the shell, decision 041) another,
 * and any other address no route has a third.
 */
export function observeRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const pattern = request.routeOptions.url;
    const route =
      pattern === undefined
        ? isPage(String(reply.getHeader('content-type')))
          ? 'page'
          : 'unmatched'
        : pattern.startsWith('/api/') || pattern === '/metrics'
          ? pattern
          : 'web';
    metrics.httpRequestSeconds.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

function isPage(contentType: string): boolean {
  return contentType.startsWith('text/html');
}
