import type { ChatHistory } from '@kapital/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatHistoryQueryOptions, getChatHistory } from './get-chat-history.ts';

const empty: ChatHistory = { conversationId: 'c-1', items: [], hasMore: false, unread: 0 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getChatHistory', () => {
  it('asks for the newest page, then for the page before a message', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(empty)));
    vi.stubGlobal('fetch', fetchMock);
    await getChatHistory(undefined);
    await getChatHistory('m-10');
    const urls = fetchMock.mock.calls.map((call) => (call as unknown[])[0]);
    expect(urls).toEqual([
      '/api/chat/messages?limit=30',
      '/api/chat/messages?before=m-10&limit=30',
    ]);
  });
});

describe('the history’s pages', () => {
  const { getNextPageParam } = chatHistoryQueryOptions('user-1');
  const message = (id: string) => ({
    id,
    text: '',
    senderId: 'user-1',
    sender: { role: 'user' as const, name: 'Ann', photoURL: null },
    date: '2026-11-27T11:00:00.000Z',
    img: null,
    clientId: id,
    readAt: null,
  });

  it('goes back from the oldest message held while the server has more', () => {
    const page = { ...empty, items: [message('m-5'), message('m-6')], hasMore: true };
    expect(getNextPageParam(page, [page], undefined, [undefined])).toBe('m-5');
  });

  it('stops when the server has no older messages', () => {
    const page = { ...empty, items: [message('m-1')], hasMore: false };
    expect(getNextPageParam(page, [page], undefined, [undefined])).toBeUndefined();
  });
});
