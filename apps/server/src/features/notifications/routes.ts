import {
  apiErrorSchema,
  notificationListQuery,
  notificationListResponse,
  notificationParams,
  unreadCountResponse,
} from '@kapital/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../platform/auth/guards.ts';
import { listNotices, markAllRead, markRead } from './store.ts';

/** The user's open browsers show the new count on their bells. */
async function announceUnread(app: FastifyInstance, userId: string, unread: number) {
  await app.deps.events.publish({ type: 'notifications', userId, unread });
  return { unread };
}

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });
  const now = () => new Date(app.deps.clock.now());

  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notices, newest first, with the unread count",
        security: [{ session: [] }],
        querystring: notificationListQuery,
        response: {
          200: notificationListResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      return listNotices(app.deps.database.db, signedInUser(request).id, page, size);
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notice read (again is fine); answers the unread count',
        security: [{ session: [] }],
        params: notificationParams,
        response: {
          200: unreadCountResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const unread = await markRead(app.deps.database.db, userId, request.params.id, now());
      return announceUnread(app, userId, unread);
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notice read; answers the unread count',
        security: [{ session: [] }],
        response: {
          200: unreadCountResponse,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const unread = await markAllRead(app.deps.database.db, userId, now());
      return announceUnread(app, userId, unread);
    },
  );
};
