import { type ChatConversationDetail, chatConversationDetailResponse } from '@kapital/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_CHAT_ROOT } from '@/features/admin/shared/lib/console-queue-keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryString } from '@/lib/query-string.ts';

/** Messages per page of a conversation, as in the user's panel. */
const CONVERSATION_PAGE_SIZE = 30;

export const conversationQueryKey = (conversationId: string) =>
  [...ADMIN_CHAT_ROOT, 'detail', conversationId] as const;

/**
 * GET /api/admin/chat/conversations/{id}?before&limit: the conversation, a page of messages
 * (oldest first) and the user's context.
 */
export function getConversation(
  conversationId: string,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<ChatConversationDetail> {
  return apiRequest(
    `/api/admin/chat/conversations/${encodeURIComponent(conversationId)}${queryString({
      before,
      limit: CONVERSATION_PAGE_SIZE,
    })}`,
    { schema: chatConversationDetailResponse, signal },
  );
}

/** The newest page first; each next page is older, asked for before the oldest message held. */
export function conversationQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: conversationQueryKey(conversationId),
    queryFn: ({ pageParam, signal }) => getConversation(conversationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.items[0]?.id : undefined),
  });
}

export function useConversation(conversationId: string) {
  return useInfiniteQuery(conversationQueryOptions(conversationId));
}
