import type { ChatHistory, ChatMessage } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import { type ChatPages, unreadOf, withMessage, withRead, withUnread } from './chat-messages.ts';
import {
  canSend,
  characterCounter,
  chatRows,
  historyMessages,
  messageTime,
  nearBottom,
  type PendingMessage,
} from './chat-rows.ts';

const READ_AT = '2026-11-27T12:00:00.000Z';

function message(
  id: string,
  role: 'user' | 'staff',
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    id,
    text: `Message ${id}`,
    senderId: role === 'user' ? 'user-1' : 'kapital-support',
    sender: { role, name: role === 'user' ? 'Ann' : 'Sam from support', photoURL: null },
    date: '2026-11-27T11:00:00.000Z',
    img: null,
    clientId: `client-${id}`,
    readAt: null,
    ...extra,
  };
}

function page(items: ChatMessage[], unread = 0, hasMore = false): ChatHistory {
  return { conversationId: 'c-1', items, hasMore, unread };
}

const pages = (...list: ChatHistory[]): ChatPages => ({
  pages: list,
  pageParams: list.map((_, index) => (index === 0 ? undefined : `before-${index}`)),
});

function pendingMessage(
  clientId: string,
  status: PendingMessage['status'] = 'sending',
): PendingMessage {
  return { clientId, text: 'hi', image: null, imageUrl: null, status, progress: null };
}

describe('historyMessages', () => {
  it('lists the older pages first and each message once', () => {
    const newest = page([message('3', 'staff'), message('4', 'user')]);
    const older = page([message('1', 'user'), message('2', 'staff'), message('3', 'staff')]);
    expect(historyMessages([newest, older]).map((item) => item.id)).toEqual(['1', '2', '3', '4']);
  });
});

describe('chatRows', () => {
  it('puts sends in progress after the history, dropping any the history already holds', () => {
    const history = [message('1', 'user', { clientId: 'sent' })];
    const rows = chatRows(history, [pendingMessage('sent'), pendingMessage('failed', 'failed')]);
    expect(rows.map((row) => [row.kind, row.key])).toEqual([
      ['message', '1'],
      ['pending', 'failed'],
    ]);
  });
});

describe('withMessage', () => {
  it('adds a new message at the end of the newest page and counts a staff one as unread', () => {
    const data = withMessage(
      pages(page([message('1', 'user')], 0), page([])),
      message('2', 'staff'),
    );
    expect(data.pages[0]?.items.map((item) => item.id)).toEqual(['1', '2']);
    expect(unreadOf(data)).toBe(1);
  });

  it('does not count the user’s own message', () => {
    expect(unreadOf(withMessage(pages(page([], 0)), message('2', 'user')))).toBe(0);
  });

  it('adds a message once, whether it comes twice by id or by client id', () => {
    const start = pages(page([message('1', 'user')], 0), page([message('0', 'staff')]));
    const again = withMessage(withMessage(start, message('2', 'staff')), message('2', 'staff'));
    expect(again.pages[0]?.items.map((item) => item.id)).toEqual(['1', '2']);
    expect(unreadOf(again)).toBe(1);

    const sameClientId = withMessage(start, message('1-stored', 'user', { clientId: 'client-1' }));
    expect(sameClientId.pages[0]?.items.map((item) => item.id)).toEqual(['1-stored']);
  });

  it('replaces a message held in an older page instead of adding it', () => {
    const start = pages(page([message('2', 'user')]), page([message('1', 'user')]));
    const read = withMessage(start, message('1', 'user', { readAt: READ_AT }));
    expect(read.pages[1]?.items[0]?.readAt).toBe(READ_AT);
    expect(read.pages[0]?.items).toHaveLength(1);
  });
});

describe('withRead', () => {
  it('turns the user’s delivered marks to read when staff read', () => {
    const start = pages(page([message('1', 'user'), message('2', 'staff')], 1));
    const data = withRead(start, 'staff', READ_AT);
    expect(data.pages[0]?.items.map((item) => item.readAt)).toEqual([READ_AT, null]);
    expect(unreadOf(data)).toBe(1);
  });

  it('clears the unread count when the user read (maybe in another tab)', () => {
    const start = pages(page([message('1', 'user'), message('2', 'staff')], 1));
    const data = withRead(start, 'user', READ_AT);
    expect(data.pages[0]?.items.map((item) => item.readAt)).toEqual([null, READ_AT]);
    expect(unreadOf(data)).toBe(0);
  });

  it('keeps the time a message was first read', () => {
    const earlier = '2026-11-26T08:00:00.000Z';
    const data = withRead(
      pages(page([message('1', 'user', { readAt: earlier })])),
      'staff',
      READ_AT,
    );
    expect(data.pages[0]?.items[0]?.readAt).toBe(earlier);
  });
});

describe('withUnread and unreadOf', () => {
  it('takes the server’s count onto the newest page', () => {
    expect(unreadOf(withUnread(pages(page([], 3), page([], 3)), 1))).toBe(1);
    expect(unreadOf(undefined)).toBe(0);
  });
});

describe('the composer’s limits', () => {
  it('shows a counter only near the limit', () => {
    expect(characterCounter(1_799, 2_000)).toBeNull();
    expect(characterCounter(1_950, 2_000)).toBe('1,950 / 2,000');
    expect(characterCounter(2_001, 2_000)).toBe('2,001 / 2,000');
  });

  it('sends text or an image, never blank text alone nor text over the limit', () => {
    expect(canSend('hello', false, 2_000)).toBe(true);
    expect(canSend('   \n', false, 2_000)).toBe(false);
    expect(canSend('', true, 2_000)).toBe(true);
    expect(canSend('x'.repeat(2_000), false, 2_000)).toBe(true);
    expect(canSend('x'.repeat(2_001), true, 2_000)).toBe(false);
  });
});

describe('messageTime', () => {
  it('shows the time for today and the day too for earlier days', () => {
    const now = new Date(2026, 10, 27, 15, 0);
    expect(messageTime(new Date(2026, 10, 27, 9, 5).toISOString(), now)).toBe('09:05');
    expect(messageTime(new Date(2026, 10, 25, 9, 5).toISOString(), now)).toBe('25 Nov, 09:05');
  });
});

describe('nearBottom', () => {
  it('is true at the end of the list and false well above it', () => {
    expect(nearBottom({ scrollTop: 600, scrollHeight: 1000, clientHeight: 400 })).toBe(true);
    expect(nearBottom({ scrollTop: 100, scrollHeight: 1000, clientHeight: 400 })).toBe(false);
  });
});
