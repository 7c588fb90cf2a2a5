import type { ChatMessage, ChatSocketMessage } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import '@/features/admin/chat/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { newMessageNews } from './new-message-news.ts';

const t = i18n.getFixedT('en', 'admin-chat');

const message = (role: 'user' | 'staff'): ChatMessage => ({
  id: 'm-1',
  text: 'Hello',
  senderId: role === 'user' ? 'u-1' : 's-1',
  sender: { role, name: role === 'user' ? 'Grace Hopper' : 'Sam', photoURL: null },
  date: '2026-11-27T11:00:00.000Z',
  img: null,
  clientId: 'c-1',
  readAt: null,
});
const frame = (role: 'user' | 'staff'): ChatSocketMessage => ({
  type: 'chat.message',
  conversationId: 'conv-1',
  message: message(role),
});

describe('newMessageNews', () => {
  it("tells staff of a user's message in a conversation they do not have open", () => {
    expect(newMessageNews(frame('user'), null, t)).toBe('New chat message from Grace Hopper');
    expect(newMessageNews(frame('user'), 'conv-2', t)).toBe('New chat message from Grace Hopper');
  });

  it('stays quiet for the open conversation, staff replies, reads and typing', () => {
    expect(newMessageNews(frame('user'), 'conv-1', t)).toBeNull();
    expect(newMessageNews(frame('staff'), null, t)).toBeNull();
    expect(
      newMessageNews(
        { type: 'chat.read', conversationId: 'conv-1', reader: 'user', readAt: 'x' },
        null,
        t,
      ),
    ).toBeNull();
    expect(
      newMessageNews(
        { type: 'chat.typing', conversationId: 'conv-1', who: 'user', name: 'G' },
        null,
        t,
      ),
    ).toBeNull();
  });
});
