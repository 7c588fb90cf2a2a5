import {
  apiErrorSchema,
  CHAT_CLIENT_ID_FIELD,
  CHAT_IMAGE_FIELD,
  CHAT_TEXT_FIELD,
  chatConversationDetailResponse,
  chatConversationParams,
  chatConversationSummarySchema,
  chatHistoryQuery,
  chatInboxQuery,
  chatInboxResponse,
  chatMessageFields,
  chatMessageSchema,
  chatUnreadResponse,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/actor.ts';
import { signedInUser } from '../../platform/auth/guards.ts';
import { sendMessage } from './chat-service.ts';
import {
  actOnConversation,
  type ConversationAction,
  conversationDetail,
  conversationUserId,
  listConversations,
  staffRead,
} from './inbox-service.ts';
import { chatMessageForm } from './message-form.ts';

const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const security = [{ session: [] }];
const CONVERSATION = '/api/admin/chat/conversations/:conversationId';

const ACTION_SUMMARIES: Record<ConversationAction, string> = {
  assign: 'Assign the conversation to me (audited)',
  resolve: 'Resolve the conversation: it leaves the open lists and nobody waits (audited)',
  reopen: 'Reopen a resolved conversation (audited)',
};

/**
 * `/api/admin/chat/*`: the support inbox (issue 21). Registered in the admin group under the
 * staff guard that lets support agents in as well as admins; every other admin route stays
 * admin-only.
 */
export const adminChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const form = await chatMessageForm(app);

  app.get(
    '/api/admin/chat/conversations',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Support conversations by filter (unassigned, mine, all open, resolved), newest activity first, with unread counts',
        security,
        querystring: chatInboxQuery,
        response: { 200: chatInboxResponse, ...refusals },
      },
    },
    (request) => listConversations(db, signedInUser(request).id, request.query),
  );

  app.get(
    CONVERSATION,
    {
      schema: {
        tags: ['admin'],
        summary:
          "One conversation: its newest messages (or those before `before`, oldest first) and the user's KYC state, funds and latest deposits, withdrawals and positions",
        security,
        params: chatConversationParams,
        querystring: chatHistoryQuery,
        response: { 200: chatConversationDetailResponse, ...refusals, 404: apiErrorSchema },
      },
    },
    (request) => conversationDetail(db, request.params.conversationId, request.query),
  );

  app.post(
    `${CONVERSATION}/messages`,
    {
      preValidation: form.preValidation,
      schema: {
        tags: ['admin'],
        summary: `Reply to the user: JSON, or multipart with "${CHAT_TEXT_FIELD}", "${CHAT_CLIENT_ID_FIELD}" and an image "${CHAT_IMAGE_FIELD}" (JPEG, PNG or WebP up to 5 MB). The same clientId again answers 200 with the first message`,
        consumes: ['application/json', 'multipart/form-data'],
        security,
        params: chatConversationParams,
        body: chatMessageFields,
        response: {
          200: chatMessageSchema,
          201: chatMessageSchema,
          ...refusals,
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const image = form.imageOf(request);
      const { message, created } = await sendMessage(app.deps, {
        conversationUserId: await conversationUserId(db, request.params.conversationId),
        senderId: signedInUser(request).id,
        senderRole: 'staff',
        text: request.body.text,
        image: image ? { bytes: image } : undefined,
        clientId: request.body.clientId,
      });
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.post(
    `${CONVERSATION}/read`,
    {
      schema: {
        tags: ['admin'],
        summary: "Mark the user's messages read by staff; answers what is still unread",
        security,
        params: chatConversationParams,
        response: { 200: chatUnreadResponse, ...refusals, 404: apiErrorSchema },
      },
    },
    (request) => staffRead(app.deps, request.params.conversationId),
  );

  for (const action of ['assign', 'resolve', 'reopen'] as const) {
    app.post(
      `${CONVERSATION}/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: ACTION_SUMMARIES[action],
          security,
          params: chatConversationParams,
          response: { 200: chatConversationSummarySchema, ...refusals, 404: apiErrorSchema },
        },
      },
      (request) =>
        actOnConversation(app.deps, {
          conversationId: request.params.conversationId,
          action,
          actor: actorOf(request),
        }),
    );
  }
};
