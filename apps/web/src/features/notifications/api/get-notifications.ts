import { type NotificationList, notificationListResponse } from '@kapital/shared';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationsPageQueryKey,
  notificationsQueryRoot,
} from '../lib/notification-keys.ts';

/** GET /api/notifications?page&size: newest first, with the unread count for the bell. */
export function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationList> {
  return api.get(`/api/notifications?page=${page}&size=${NOTIFICATIONS_PAGE_SIZE}`, {
    schema: notificationListResponse,
    signal,
  });
}

export function notificationsQueryOptions(userId: string, page: number) {
  return queryOptions({
    queryKey: notificationsPageQueryKey(userId, page),
    queryFn: ({ signal }) => getNotifications(page, signal),
  });
}

/**
 * One page of notices. The first page is what the bell counts from and the popover lists, so
 * the header, the popover and the page share one request.
 */
export function useNotifications(userId: string, page = 1) {
  return useQuery({
    ...notificationsQueryOptions(userId, page),
    placeholderData: keepPreviousData,
  });
}

// What the socket and the read requests change in the cached pages: kept with the query, so
// the shell's socket handler and the bell share one small chunk (docs/decisions/008-bundle-budget.md).

function updatePages(
  queryClient: QueryClient,
  userId: string,
  update: (page: NotificationList) => NotificationList,
): void {
  queryClient.setQueriesData<NotificationList>(
    { queryKey: notificationsQueryRoot(userId) },
    (page) => (page ? update(page) : page),
  );
}

/**
 * The socket said how many notices are unread: every cached page shows that count at once, and
 * the pages are read again for the notices themselves (one may have arrived, or been read
 * in another tab).
 */
export function setCachedUnread(queryClient: QueryClient, userId: string, unread: number): void {
  updatePages(queryClient, userId, (page) => ({ ...page, unread }));
  void queryClient.invalidateQueries({ queryKey: notificationsQueryRoot(userId) });
}

/** One notice was read: it loses its dot on every page that holds it, and the count is the server's. */
export function setCachedRead(
  queryClient: QueryClient,
  userId: string,
  id: string,
  unread: number,
  readAt: string = new Date().toISOString(),
): void {
  updatePages(queryClient, userId, (page) => ({
    ...page,
    unread,
    items: page.items.map((item) =>
      item.id === id && item.readAt === null ? { ...item, readAt } : item,
    ),
  }));
}

/** Every notice was read. */
export function setCachedAllRead(
  queryClient: QueryClient,
  userId: string,
  unread: number,
  readAt: string = new Date().toISOString(),
): void {
  updatePages(queryClient, userId, (page) => ({
    ...page,
    unread,
    items: page.items.map((item) => (item.readAt === null ? { ...item, readAt } : item)),
  }));
}
