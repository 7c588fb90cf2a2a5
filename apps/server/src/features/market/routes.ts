import {
  apiErrorSchema,
  candlesParams,
  candlesQuery,
  candlesResponse,
  tickersResponse,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Market data is public: the same for everyone, so no session is read. */
export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/market/tickers',
    {
      schema: {
        tags: ['market'],
        security: [],
        summary: 'Every pair: latest price, 24 h change, high, low and volume',
        response: { 200: tickersResponse },
      },
    },
    async (_request, reply) => {
      // A tick lasts a second; caches in front of the app may share it for that long.
      reply.header('cache-control', 'public, max-age=1');
      return { tickers: [...app.deps.market.tickers()] };
    },
  );

  app.get(
    '/api/market/candles/:symbol',
    {
      schema: {
        tags: ['market'],
        security: [],
        summary: 'Candles of one pair (1m, 5m, 15m or 1h), oldest first',
        params: candlesParams,
        querystring: candlesQuery,
        response: { 200: candlesResponse, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { symbol } = request.params;
      const { interval, limit } = request.query;
      reply.header('cache-control', 'public, max-age=1');
      return { symbol, interval, candles: await app.deps.market.candles(symbol, interval, limit) };
    },
  );
};
