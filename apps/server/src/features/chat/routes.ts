import {
  apiErrorSchema,
  CHAT_CLIENT_ID_FIELD,
  CHAT_ERROR_CODES,
  CHAT_IMAGE_FIELD,
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_TEXT_FIELD,
  chatConversationId,
  chatHistoryQuery,
  chatHistoryResponse,
  chatMessageFields,
  chatMessageSchema,
  chatUnreadResponse,
  ERROR_CODES,
} from '@kapital/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { sendPrivateFile } from '../../platform/http/send-private-file.ts';
import { ensureConversation, markRead, sendMessage } from './chat-service.ts';
import { chatMessageForm } from './message-form.ts';
import { imagesSentSince, readAttachment, readHistory } from './queries.ts';

/** Images count against the upload limit (UPLOAD_RATE_LIMIT_MAX) in the uploads' window. */
const IMAGE_WINDOW_MS = 10 * 60 * 1000;

const tooFast = (message: string) => new AppError(429, CHAT_ERROR_CODES.rateLimited, message);

/**
 * /api/chat: the signed-in user's conversation with support (issue 21). A verified e-mail is
 * needed, as for notices. The routes answer whatever `menuContact` says: the setting hides the
 * panel, but a conversation under way stays readable and staff can still answer (decision 038).
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: true });
  const form = await chatMessageForm(app);

  app.get(
    '/api/chat/messages',
    {
      schema: {
        tags: ['chat'],
        summary:
          'The conversation with support (made on first use): the newest messages, or those before `before`, oldest first',
        security: [{ session: [] }],
        querystring: chatHistoryQuery,
        response: {
          200: chatHistoryResponse,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const conversation = await ensureConversation(app.deps.database.db, signedInUser(request).id);
      return readHistory(app.deps.database.db, conversation.id, request.query);
    },
  );

  app.post(
    '/api/chat/messages',
    {
      preValidation: form.preValidation,
      config: {
        rateLimit: {
          max: CHAT_MESSAGES_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          // Per user, not per address: an office shares one.
          keyGenerator: (request: FastifyRequest) => request.currentUser?.id ?? request.ip,
          errorResponseBuilder: () =>
            tooFast(
              `You can send ${CHAT_MESSAGES_PER_MINUTE} messages a minute. Wait a moment and send it again.`,
            ),
        },
      },
      schema: {
        tags: ['chat'],
        summary: `Send a message to support: JSON, or multipart with "${CHAT_TEXT_FIELD}", "${CHAT_CLIENT_ID_FIELD}" and an image "${CHAT_IMAGE_FIELD}" (JPEG, PNG or WebP up to 5 MB). The same clientId again answers 200 with the first message`,
        consumes: ['application/json', 'multipart/form-data'],
        security: [{ session: [] }],
        body: chatMessageFields,
        response: {
          200: chatMessageSchema,
          201: chatMessageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const sender = signedInUser(request);
      const image = form.imageOf(request);
      if (image) {
        const since = new Date(app.deps.clock.now() - IMAGE_WINDOW_MS);
        const sent = await imagesSentSince(
          app.deps.database.db,
          chatConversationId(sender.id),
          since,
        );
        const allowed = app.deps.config.uploadRateLimitMax;
        if (sent >= allowed) {
          throw tooFast(
            `You can send ${allowed} images every 10 minutes. Send text, or wait a little.`,
          );
        }
      }
      const { message, created } = await sendMessage(app.deps, {
        conversationUserId: sender.id,
        senderId: sender.id,
        senderRole: 'user',
        text: request.body.text,
        image: image ? { bytes: image } : undefined,
        clientId: request.body.clientId,
      });
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/api/chat/read',
    {
      schema: {
        tags: ['chat'],
        summary: "Mark support's messages read; answers what is still unread",
        security: [{ session: [] }],
        response: { 200: chatUnreadResponse, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) =>
      markRead(app.deps, { conversationUserId: signedInUser(request).id, reader: 'user' }),
  );

  app.get(
    '/api/chat/attachments/:messageId',
    {
      schema: {
        tags: ['chat'],
        summary: "A message's image, for the conversation's user and staff; 404 for everyone else",
        security: [{ session: [] }],
        params: z.object({ messageId: z.string().uuid('Not a message id') }),
        response: {
          200: z.any().describe('The image: JPEG, PNG or WebP bytes'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const image = await readAttachment(app.deps, request.params.messageId, signedInUser(request));
      if (!image) throw new AppError(404, ERROR_CODES.notFound, 'No such file');
      return sendPrivateFile(reply, image, 'chat-image');
    },
  );
};
