import { type ChatInboxFilter, chatInboxResponse } from '@kapital/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_CHAT_ROOT } from '@/features/admin/shared/lib/console-queue-keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryString } from '@/lib/query-string.ts';

export type ChatInbox = z.infer<typeof chatInboxResponse>;

/** Conversations a page of the inbox lists. */
export const INBOX_PAGE_SIZE = 20;

/** GET /api/admin/chat/conversations?filter&page&size: newest activity first, unread counted. */
export function getConversations(
  filter: ChatInboxFilter,
  page: number,
  signal?: AbortSignal,
): Promise<ChatInbox> {
  return apiRequest(
    `/api/admin/chat/conversations${queryString({ filter, page, size: INBOX_PAGE_SIZE })}`,
    { schema: chatInboxResponse, signal },
  );
}

export const conversationsQueryOptions = (filter: ChatInboxFilter, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_CHAT_ROOT, 'list', filter, page] as const,
    queryFn: ({ signal }) => getConversations(filter, page, signal),
    placeholderData: keepPreviousData,
  });

export function useConversations(filter: ChatInboxFilter, page: number) {
  return useQuery(conversationsQueryOptions(filter, page));
}
