import {
  adminOverviewResponse,
  adminStatementQuery,
  adminStatementResponse,
  adminUserActionResponse,
  adminUserDetail,
  adminUserParams,
  adminUsersQuery,
  adminUsersResponse,
  apiErrorSchema,
  auditListResponse,
  auditQuery,
  type SignOutReason,
  userRestrictionBody,
  userTradingBody,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/actor.ts';
import { endSessions } from '../../platform/auth/guards.ts';
import { listAudit } from './audit-service.ts';
import { overview } from './overview-service.ts';
import { actOnUser, searchUsers, userDetail, userStatement } from './users-service.ts';

const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const security = [{ session: [] }];
/** What block, unblock, ban and the trading switch answer: the user as it now is, or why not. */
const userActionAnswers = {
  200: adminUserActionResponse,
  ...refusals,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Overview, audit log and users: the console's reads and the staff actions on users. */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const signOut = (userId: string, reason: SignOutReason, staffReason: string) =>
    endSessions(app, userId, reason, staffReason);

  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pending queues, totals of user funds and the ledger check',
        security,
        response: { 200: adminOverviewResponse, ...refusals },
      },
    },
    () => overview(db),
  );

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log of staff actions, newest first, filtered and paged',
        security,
        querystring: auditQuery,
        response: { 200: auditListResponse, ...refusals },
      },
    },
    (request) => listAudit(db, request.query),
  );

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Search users by name, username or e-mail, paged',
        security,
        querystring: adminUsersQuery,
        response: { 200: adminUsersResponse, ...refusals },
      },
    },
    (request) => searchUsers(db, request.query),
  );

  app.get(
    '/api/admin/users/:userId',
    {
      schema: {
        tags: ['admin'],
        summary: 'One user: profile, state, KYC state and all four funds',
        security,
        params: adminUserParams,
        response: { 200: adminUserDetail, ...refusals, 404: apiErrorSchema },
      },
    },
    (request) => userDetail(db, request.params.userId),
  );

  app.get(
    '/api/admin/users/:userId/statement',
    {
      schema: {
        tags: ['admin'],
        summary: "One fund's movements, newest first, paged by cursor",
        security,
        params: adminUserParams,
        querystring: adminStatementQuery,
        response: { 200: adminStatementResponse, ...refusals, 404: apiErrorSchema },
      },
    },
    (request) => userStatement(db, request.params.userId, request.query),
  );

  for (const action of ['block', 'ban'] as const) {
    app.post(
      `/api/admin/users/:userId/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: `${action === 'block' ? 'Block' : 'Ban'} a user with the reason they are shown, and end their sessions (audited)`,
          security,
          params: adminUserParams,
          body: userRestrictionBody,
          response: userActionAnswers,
        },
      },
      (request) =>
        actOnUser(app.deps, signOut, {
          actor: actorOf(request),
          userId: request.params.userId,
          action,
          reason: request.body.reason,
        }),
    );
  }

  app.post(
    '/api/admin/users/:userId/unblock',
    {
      schema: {
        tags: ['admin'],
        summary: 'Unblock a user (audited)',
        security,
        params: adminUserParams,
        response: userActionAnswers,
      },
    },
    (request) =>
      actOnUser(app.deps, signOut, {
        actor: actorOf(request),
        userId: request.params.userId,
        action: 'unblock',
      }),
  );

  app.post(
    '/api/admin/users/:userId/trading',
    {
      schema: {
        tags: ['admin'],
        summary: 'Switch a user to Real (needs approved KYC) or Free trading (audited)',
        security,
        params: adminUserParams,
        body: userTradingBody,
        response: userActionAnswers,
      },
    },
    (request) =>
      actOnUser(app.deps, signOut, {
        actor: actorOf(request),
        userId: request.params.userId,
        action: 'trading',
        userTrading: request.body.userTrading,
      }),
  );
};
