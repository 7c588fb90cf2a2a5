import {
  apiErrorSchema,
  ERROR_CODES,
  idempotencyHeaders,
  openPositionBody,
  parseMoney,
  parsePrice,
  positionListQuery,
  positionListResponse,
  positionParams,
  positionSchema,
  tradingAccountResponse,
  updateLevelsBody,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { resetDemo, tradingAccount } from './account-service.ts';
import { nextTickPrice } from './next-tick.ts';
import { closePosition, openPosition, updateLevels } from './position-service.ts';
import { listPositions, readPosition } from './queries.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

const positionNotFound = () => new AppError(404, ERROR_CODES.notFound, 'No such position');

/**
 * /api/positions: Buy and Sell at the server's prices. A user trades the wallet when staff
 * have switched them to Real, otherwise the demo account.
 */
export const tradingRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });
  const { db } = app.deps.database;

  app.post(
    '/api/positions',
    {
      schema: {
        tags: ['trading'],
        summary: "Open a position; it fills at the market's next tick, never at a sent price",
        security: [{ session: [] }],
        headers: idempotencyHeaders,
        body: openPositionBody,
        response: {
          201: positionSchema,
          ...errors,
          409: apiErrorSchema,
          422: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const price = parsePrice(await nextTickPrice(app.deps.market, body.symbol));
      const input = {
        userId: signedInUser(request).id,
        symbol: body.symbol,
        side: body.side,
        stake: parseMoney(body.stake),
        takeProfit: body.takeProfit ?? null,
        stopLoss: body.stopLoss ?? null,
        price,
      };
      return idempotent(app.deps, request, reply, async (uow) => ({
        statusCode: 201,
        body: await openPosition(app.deps, uow, input),
      }));
    },
  );

  app.get(
    '/api/positions',
    {
      schema: {
        tags: ['trading'],
        summary:
          "The signed-in user's positions, newest first; `mode` keeps one mode's (real or demo)",
        security: [{ session: [] }],
        querystring: positionListQuery,
        response: { 200: positionListResponse, ...errors },
      },
    },
    async (request) => listPositions(db, signedInUser(request).id, request.query),
  );

  app.get(
    '/api/positions/:positionId',
    {
      schema: {
        tags: ['trading'],
        summary: 'One position of the signed-in user',
        security: [{ session: [] }],
        params: positionParams,
        response: { 200: positionSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const found = await readPosition(db, signedInUser(request).id, request.params.positionId);
      if (!found) throw positionNotFound();
      return found;
    },
  );

  app.patch(
    '/api/positions/:positionId',
    {
      schema: {
        tags: ['trading'],
        summary: 'Change or remove the take-profit and stop-loss of an open position',
        security: [{ session: [] }],
        params: positionParams,
        body: updateLevelsBody,
        response: { 200: positionSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const { positionId } = request.params;
      const found = await readPosition(db, userId, positionId);
      if (!found) throw positionNotFound();
      const price = parsePrice(await nextTickPrice(app.deps.market, found.symbol));
      return app.deps.ledger.run((uow) =>
        updateLevels(app.deps, uow, { userId, positionId, ...request.body, price }),
      );
    },
  );

  app.post(
    '/api/positions/:positionId/close',
    {
      schema: {
        tags: ['trading'],
        summary: "Close an open position at the market's next tick",
        security: [{ session: [] }],
        params: positionParams,
        headers: idempotencyHeaders,
        response: { 200: positionSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const { positionId } = request.params;
      const found = await readPosition(db, userId, positionId);
      if (!found) throw positionNotFound();
      const price = parsePrice(await nextTickPrice(app.deps.market, found.symbol));
      return idempotent(app.deps, request, reply, async (uow) => {
        const closed = await closePosition(app.deps, uow, {
          positionId,
          userId,
          reason: 'manual',
          price,
        });
        if (!closed) throw positionNotFound();
        return { statusCode: 200, body: closed };
      });
    },
  );
};

/** /api/trading: the account the order panel trades, and the daily demo reset. */
export const tradingAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });

  app.get(
    '/api/trading/account',
    {
      schema: {
        tags: ['trading'],
        summary: 'Real (the wallet) or Free (the demo account): its balance, the fee, the reset',
        security: [{ session: [] }],
        response: { 200: tradingAccountResponse, ...errors },
      },
    },
    async (request) =>
      app.deps.ledger.run((uow) => tradingAccount(app.deps, uow, signedInUser(request).id)),
  );

  app.post(
    '/api/trading/demo/reset',
    {
      schema: {
        tags: ['trading'],
        summary: 'Set the demo account back to the demo balance, once per UTC day',
        security: [{ session: [] }],
        headers: idempotencyHeaders,
        response: { 200: tradingAccountResponse, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      return idempotent(app.deps, request, reply, async (uow) => ({
        statusCode: 200,
        body: await resetDemo(app.deps, uow, userId),
      }));
    },
  );
};
