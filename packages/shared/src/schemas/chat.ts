import { z } from 'zod';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '../constants.ts';
import { moneyString, pageField, pageOf, sizeField } from './common.ts';

/**
 * Live chat with support (issue 21; seed sections 3 and 7, SPEC.md "Live chat"). Field names
 * follow the seed's chat message: id, text, senderId, date, img.
 */

/** The support account every conversation is with (the seed's fixed support id). */
export const SUPPORT_ACCOUNT_ID = 'kapital-support';

/** The seed's rule: the two user ids joined, the larger one first. */
export function chatConversationId(userId: string, otherId = SUPPORT_ACCOUNT_ID): string {
  return userId > otherId ? `${userId}${otherId}` : `${otherId}${userId}`;
}

export const CHAT_TEXT_MAX = 2000;
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The multipart field names of a message with an image. */
export const CHAT_TEXT_FIELD = 'text';
export const CHAT_IMAGE_FIELD = 'image';
export const CHAT_CLIENT_ID_FIELD = 'clientId';
/** A staff reply the user has not read for this long is mailed (one mail per batch). */
export const CHAT_MAIL_AFTER_MS = 10 * 60 * 1000;
/** Where the mail of unread replies links: the web app opens the chat panel on `?chat=open`. */
export const CHAT_OPEN_LINK = '/?chat=open';

export const CHAT_ERROR_CODES = {
  rateLimited: 'CHAT_RATE_LIMITED',
  empty: 'CHAT_EMPTY_MESSAGE',
} as const;

/** A message's text: plain text, trimmed, at most 2,000 characters; may be empty with an image. */
export const chatText = z
  .string()
  .max(CHAT_TEXT_MAX, `A message can be at most ${CHAT_TEXT_MAX.toLocaleString('en')} characters`)
  .refine((text) => !text.includes('\u0000'), 'A message cannot contain NUL characters')
  .transform((text) => text.trim());

/** The browser's id for one send: a retried send under it stores one message. */
export const chatClientId = z.string().uuid('Send a UUID as the client id');

/** Messages one user may send a minute; the next gets a 429 with CHAT_ERROR_CODES.rateLimited. */
export const CHAT_MESSAGES_PER_MINUTE = 20;

/**
 * The fields of POST /api/chat/messages as the server validates them, JSON or multipart: the text
 * may be empty here because a multipart send may carry only an image (the server then refuses a
 * send with neither, CHAT_ERROR_CODES.empty). Browsers check with sendChatMessageBody.
 */
export const chatMessageFields = z.object({ text: chatText, clientId: chatClientId }).strict();

/** POST /api/chat/messages (JSON, no image); with an image the same fields come as multipart. */
export const sendChatMessageBody = z
  .object({ text: chatText, clientId: chatClientId })
  .strict()
  .refine((body) => body.text.length > 0, {
    message: 'Write a message or add an image',
    path: ['text'],
  });

export const chatSenderSchema = z.object({
  role: z.enum(['user', 'staff']),
  /** The staff member's or the user's display name. */
  name: z.string(),
  /** Their avatar's URL, or null. */
  photoURL: z.string().nullable(),
});

export const chatMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  senderId: z.string(),
  sender: chatSenderSchema,
  /** ISO timestamp. */
  date: z.string(),
  /** The image's URL (served only to the conversation's user and staff), or null. */
  img: z.string().nullable(),
  clientId: z.string(),
  /** When the other side read it; null while only delivered. */
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /api/chat/messages?before={messageId}&limit: the newest first page, older on scroll up. */
export const chatHistoryQuery = z.object({
  before: z.string().trim().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const chatHistoryResponse = z.object({
  conversationId: z.string(),
  /** Oldest first: the panel shows the newest at the bottom. */
  items: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  /** Staff messages the user has not read. */
  unread: z.number().int(),
});
export type ChatHistory = z.infer<typeof chatHistoryResponse>;

/** POST /api/chat/read: the user read every staff message; answers the unread count. */
export const chatUnreadResponse = z.object({ unread: z.number().int() });

/** Staff inbox (`/admin/chat`): filters of the conversation list. */
export const CHAT_INBOX_FILTERS = ['unassigned', 'mine', 'all', 'resolved'] as const;
export type ChatInboxFilter = (typeof CHAT_INBOX_FILTERS)[number];
export const chatInboxQuery = z.object({
  filter: z.enum(CHAT_INBOX_FILTERS).default('all'),
  page: pageField,
  size: sizeField,
});

export const chatConversationSummarySchema = z.object({
  id: z.string(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    photoURL: z.string().nullable(),
  }),
  status: z.enum(['open', 'resolved']),
  assignedTo: z.object({ id: z.string(), name: z.string() }).nullable(),
  lastMessage: z.object({ text: z.string(), date: z.string() }).nullable(),
  /** The user's messages no staff member has read. */
  unread: z.number().int(),
  /** Since when the user waits for a reply, or null. */
  waitingSince: z.string().nullable(),
});
export type ChatConversationSummary = z.infer<typeof chatConversationSummarySchema>;
export const chatInboxResponse = pageOf(chatConversationSummarySchema);

export const chatConversationParams = z.object({
  conversationId: z.string().trim().min(1).max(200),
});

/** Realtime: what the chat adds to the server's socket messages (see schemas/realtime.ts). */
export const chatSocketMessage = z.discriminatedUnion('type', [
  /** A new message in the user's conversation (to the user; to staff for the inbox). */
  z.object({
    type: z.literal('chat.message'),
    conversationId: z.string(),
    message: chatMessageSchema,
  }),
  /** Messages were read: delivered marks turn to read marks. */
  z.object({
    type: z.literal('chat.read'),
    conversationId: z.string(),
    reader: z.enum(['user', 'staff']),
    readAt: z.string(),
  }),
  /** The other side is typing (sent at most every 2 s while they type). */
  z.object({
    type: z.literal('chat.typing'),
    conversationId: z.string(),
    who: z.enum(['user', 'staff']),
    name: z.string(),
  }),
]);
export type ChatSocketMessage = z.infer<typeof chatSocketMessage>;

/** A socket's typing messages are relayed at most this often; more are dropped, never stored. */
export const CHAT_TYPING_INTERVAL_MS = 2000;

/** What a browser may send over the socket: "I am typing" in a conversation. */
export const chatClientTyping = z.object({
  type: z.literal('chat.typing'),
  conversationId: z.string().max(200),
});
export type ChatClientTyping = z.infer<typeof chatClientTyping>;

/** The user beside a conversation in the inbox: enough to answer without opening other pages. */
export const chatUserContextSchema = z.object({
  /** The state of the user's latest KYC submission. */
  kycStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
  userBlock: z.boolean(),
  userStatus: z.string(),
  /** Every fund's balance in USD. */
  funds: z.object({
    wallet: moneyString,
    bonus: moneyString,
    profit: moneyString,
    demo: moneyString,
  }),
  /** The newest few of each, newest first, with ids for links to the console pages. */
  deposits: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      status: z.enum(DEPOSIT_STATUSES),
      amount: moneyString,
      date: z.string(),
    }),
  ),
  withdrawals: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      status: z.enum(WITHDRAWAL_STATUSES),
      amount: moneyString,
      date: z.string(),
    }),
  ),
  positions: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      mode: z.enum(['real', 'demo']),
      symbol: z.string(),
      side: z.enum(['buy', 'sell']),
      status: z.enum(['open', 'closed']),
      /** The stake in USD. */
      amount: moneyString,
      /** When it opened. */
      date: z.string(),
    }),
  ),
});
export type ChatUserContext = z.infer<typeof chatUserContextSchema>;

/**
 * GET /api/admin/chat/conversations/{conversationId}?before&limit: the conversation, a page of
 * its messages (paged like the user's history: oldest first, older with `before`) and the user.
 */
export const chatConversationDetailResponse = z.object({
  conversation: chatConversationSummarySchema,
  items: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  context: chatUserContextSchema,
});
export type ChatConversationDetail = z.infer<typeof chatConversationDetailResponse>;

/** GET /api/support/contact: where a user who cannot sign in (blocked) writes to support. */
export const supportContactResponse = z.object({ email: z.string() });
export type SupportContact = z.infer<typeof supportContactResponse>;
