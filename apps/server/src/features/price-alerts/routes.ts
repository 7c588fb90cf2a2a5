import {
  apiErrorSchema,
  createPriceAlertBody,
  priceAlertListQuery,
  priceAlertListResponse,
  priceAlertParams,
  priceAlertSchema,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../platform/auth/guards.ts';
import { createAlert, listAlerts, removeAlert } from './alert-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * /api/price-alerts: a user's alerts on the pairs' prices. Adding one moves no money, so it
 * takes no Idempotency-Key (as marking notices read does not): a retried add is a second alert,
 * which the user sees in the list and may remove.
 */
export const priceAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });

  app.get(
    '/api/price-alerts',
    {
      schema: {
        tags: ['price alerts'],
        summary: "The signed-in user's price alerts, newest first; `symbol` keeps one pair's",
        security: [{ session: [] }],
        querystring: priceAlertListQuery,
        response: { 200: priceAlertListResponse, ...errors },
      },
    },
    async (request) =>
      listAlerts(app.deps.database.db, signedInUser(request).id, request.query.symbol),
  );

  app.post(
    '/api/price-alerts',
    {
      schema: {
        tags: ['price alerts'],
        summary:
          "Set an alert above or below a pair's current price, once or every time it crosses",
        security: [{ session: [] }],
        body: createPriceAlertBody,
        response: { 201: priceAlertSchema, ...errors, 409: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const alert = await createAlert(app.deps, signedInUser(request).id, request.body);
      return reply.status(201).send(alert);
    },
  );

  app.delete(
    '/api/price-alerts/:id',
    {
      schema: {
        tags: ['price alerts'],
        summary: 'Remove one of your price alerts, watching or fired',
        security: [{ session: [] }],
        params: priceAlertParams,
        response: { 204: z.null(), ...errors, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await removeAlert(app.deps, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
