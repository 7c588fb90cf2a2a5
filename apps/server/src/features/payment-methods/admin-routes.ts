import {
  apiErrorSchema,
  createPaymentMethodBody,
  paymentMethodListResponse,
  paymentMethodParams,
  paymentMethodSchema,
  updatePaymentMethodBody,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/actor.ts';
import { listPaymentMethods } from './queries.ts';
import { createPaymentMethod, updatePaymentMethod } from './service.ts';

/**
 * /api/admin/payment-methods: staff define where users send deposits. Registered inside the
 * admin group, whose guard (verified session, role admin) covers every route here.
 */
export const adminPaymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  app.get(
    '/api/admin/payment-methods',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every payment method, active or not, by label',
        security: [{ session: [] }],
        response: { 200: paymentMethodListResponse, ...errors },
      },
    },
    async () => ({
      items: await listPaymentMethods(app.deps.database.db),
    }),
  );

  app.post(
    '/api/admin/payment-methods',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a payment method: a bank account or a crypto address, with its limits (USD)',
        security: [{ session: [] }],
        body: createPaymentMethodBody,
        response: { 201: paymentMethodSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPaymentMethod(app.deps, actorOf(request), request.body)),
  );

  app.patch(
    '/api/admin/payment-methods/:methodId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a payment method: only the fields sent change; max must stay >= min',
        security: [{ session: [] }],
        params: paymentMethodParams,
        body: updatePaymentMethodBody,
        response: { 200: paymentMethodSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) =>
      updatePaymentMethod(app.deps, actorOf(request), request.params.methodId, request.body),
  );
};
