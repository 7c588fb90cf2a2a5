import { type ChatHistory, type ChatMessage, chatHistoryResponse } from '@kapital/shared';
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { type ChatPages, withMessage, withRead, withUnread } from '@/lib/chat/chat-messages.ts';
import { queryString } from '@/lib/query-string.ts';

/** Messages per page: the first screenful, and each step back when scrolling up. */
export const CHAT_PAGE_SIZE = 30;

export const chatHistoryQueryKey = (userId: string) => ['chat', userId, 'history'] as const;

/** GET /api/chat/messages?before&limit: the newest page, or the page before a message. */
export function getChatHistory(
  before: string | undefined,
  signal?: AbortSignal,
): Promise<ChatHistory> {
  return api.get(`/api/chat/messages${queryString({ before, limit: CHAT_PAGE_SIZE })}`, {
    schema: chatHistoryResponse,
    signal,
  });
}

/** The newest page first; each next page is older, asked for before the oldest message held. */
export function chatHistoryQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: chatHistoryQueryKey(userId),
    queryFn: ({ pageParam, signal }) => getChatHistory(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.items[0]?.id : undefined),
  });
}

/** The conversation, shared by the chat button (its unread badge) and the panel. */
export function useChatHistory(userId: string) {
  return useInfiniteQuery(chatHistoryQueryOptions(userId));
}

function updateHistory(
  queryClient: QueryClient,
  userId: string,
  update: (data: ChatPages) => ChatPages,
) {
  queryClient.setQueryData<ChatPages>(chatHistoryQueryKey(userId), (data) =>
    data ? update(data) : data,
  );
}

/** A message arrived live or was sent: into the cached history, once. */
export function addCachedChatMessage(
  queryClient: QueryClient,
  userId: string,
  message: ChatMessage,
): void {
  updateHistory(queryClient, userId, (data) => withMessage(data, message));
}

/** One side read the other's messages. */
export function setCachedChatRead(
  queryClient: QueryClient,
  userId: string,
  reader: 'user' | 'staff',
  readAt: string,
): void {
  updateHistory(queryClient, userId, (data) => withRead(data, reader, readAt));
}

/** The user read every staff message: the server's count (0, unless one just came). */
export function setCachedChatUnread(
  queryClient: QueryClient,
  userId: string,
  unread: number,
): void {
  updateHistory(queryClient, userId, (data) => withUnread(data, unread));
}
