import type { Notification, NotificationList } from '@kapital/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationsPageQueryKey } from '../lib/notification-keys.ts';
import { setCachedAllRead, setCachedRead, setCachedUnread } from './get-notifications.ts';

const USER = 'user-1';
const READ_AT = '2026-11-27T12:00:00.000Z';

function notice(id: string, readAt: string | null = null): Notification {
  return {
    id,
    kind: 'deposit.approved',
    text: `Notice ${id}`,
    link: '/invoice-balance/DP-1',
    createdAt: '2026-11-27T11:00:00.000Z',
    readAt,
  };
}

function cacheWith(pages: Record<number, Notification[]>, unread: number) {
  const queryClient = new QueryClient();
  for (const [page, items] of Object.entries(pages)) {
    queryClient.setQueryData<NotificationList>(notificationsPageQueryKey(USER, Number(page)), {
      items,
      page: Number(page),
      size: 20,
      total: 3,
      unread,
    });
  }
  return queryClient;
}

const pageOf = (queryClient: QueryClient, page: number, userId = USER) =>
  queryClient.getQueryData<NotificationList>(notificationsPageQueryKey(userId, page));

describe('setCachedRead', () => {
  it('takes the dot off that notice only, on every page, with the server count', () => {
    const queryClient = cacheWith({ 1: [notice('a'), notice('b')], 2: [notice('a')] }, 3);
    setCachedRead(queryClient, USER, 'a', 2, READ_AT);
    expect(pageOf(queryClient, 1)?.items.map((item) => item.readAt)).toEqual([READ_AT, null]);
    expect(pageOf(queryClient, 2)?.items[0]?.readAt).toBe(READ_AT);
    expect(pageOf(queryClient, 1)?.unread).toBe(2);
    expect(pageOf(queryClient, 2)?.unread).toBe(2);
  });

  it('keeps the time a notice was first read', () => {
    const earlier = '2026-11-26T08:00:00.000Z';
    const queryClient = cacheWith({ 1: [notice('a', earlier)] }, 0);
    setCachedRead(queryClient, USER, 'a', 0, READ_AT);
    expect(pageOf(queryClient, 1)?.items[0]?.readAt).toBe(earlier);
  });

  it("leaves another user's notices alone", () => {
    const queryClient = cacheWith({ 1: [notice('a')] }, 1);
    queryClient.setQueryData(notificationsPageQueryKey('user-2', 1), pageOf(queryClient, 1));
    setCachedRead(queryClient, USER, 'a', 0, READ_AT);
    expect(pageOf(queryClient, 1, 'user-2')?.items[0]?.readAt).toBeNull();
    expect(pageOf(queryClient, 1, 'user-2')?.unread).toBe(1);
  });
});

describe('setCachedAllRead', () => {
  it('marks every cached notice read and sets the count', () => {
    const queryClient = cacheWith({ 1: [notice('a'), notice('b')], 2: [notice('c')] }, 3);
    setCachedAllRead(queryClient, USER, 0, READ_AT);
    for (const page of [1, 2]) {
      expect(pageOf(queryClient, page)?.items.every((item) => item.readAt === READ_AT)).toBe(true);
      expect(pageOf(queryClient, page)?.unread).toBe(0);
    }
  });
});

describe('setCachedUnread', () => {
  it('sets the count on the cached pages and makes them stale', () => {
    const queryClient = cacheWith({ 1: [notice('a')] }, 1);
    setCachedUnread(queryClient, USER, 5);
    expect(pageOf(queryClient, 1)?.unread).toBe(5);
    expect(queryClient.getQueryState(notificationsPageQueryKey(USER, 1))?.isInvalidated).toBe(true);
  });
});
