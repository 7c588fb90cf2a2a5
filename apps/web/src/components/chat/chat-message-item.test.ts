import type { ChatMessage } from '@kapital/shared';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatMessageItem } from './chat-message-item.tsx';

function message(extra: Partial<ChatMessage>): ChatMessage {
  return {
    id: 'm-1',
    text: 'Hello',
    senderId: 'kapital-support',
    sender: { role: 'staff', name: 'Sam from support', photoURL: null },
    date: '2026-11-27T11:00:00.000Z',
    img: null,
    clientId: 'c-1',
    readAt: null,
    ...extra,
  };
}

const render = (value: ChatMessage) =>
  renderToStaticMarkup(createElement(ChatMessageItem, { message: value }));

describe('ChatMessageItem', () => {
  it('shows markup and script a person typed as text, never as HTML', () => {
    const html = render(message({ text: '<img src=x onerror=alert(1)><script>alert(2)</script>' }));
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src="x"');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  });

  it('makes http links safe links, and a javascript: address plain text', () => {
    const html = render(
      message({ text: 'Go to https://kapital.test/help or javascript:alert(1)' }),
    );
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/kapital.test\/help"[^>]*target="_blank"[^>]*rel="noopener noreferrer nofollow"|<a [^>]*href="https:\/\/kapital.test\/help"[^>]*rel="noopener noreferrer nofollow"[^>]*target="_blank"/,
    );
    expect(html).not.toContain('href="javascript:');
  });

  it('shows the staff member’s name on their messages', () => {
    expect(render(message({}))).toContain('Sam from support');
  });

  it('marks the user’s own messages delivered, then read', () => {
    const own = {
      senderId: 'user-1',
      sender: { role: 'user' as const, name: 'Ann', photoURL: null },
    };
    expect(render(message(own))).toContain('aria-label="Delivered"');
    const read = render(message({ ...own, readAt: '2026-11-27T11:05:00.000Z' }));
    expect(read).toContain('aria-label="Read"');
    expect(read).toContain('✓✓');
    expect(read).not.toContain('Ann');
  });

  it('shows an image as a thumbnail linking to the full size', () => {
    const html = render(message({ img: '/api/chat/images/i-1' }));
    expect(html).toContain('aria-label="Image from Sam from support, open full size"');
    expect(html).toContain('src="/api/chat/images/i-1"');
  });

  it('in the inbox, puts the team on the right with the writer’s name and the user on the left', () => {
    const staffView = (value: ChatMessage) =>
      renderToStaticMarkup(createElement(ChatMessageItem, { message: value, viewer: 'staff' }));
    const reply = staffView(message({}));
    expect(reply).toContain('data-testid="chat-message-own"');
    expect(reply).toContain('Sam from support ·');
    expect(reply).toContain('aria-label="Delivered"');
    const question = staffView(
      message({ senderId: 'user-1', sender: { role: 'user', name: 'Ann', photoURL: null } }),
    );
    expect(question).toContain('data-testid="chat-message-user"');
    expect(question).toContain('Ann');
    expect(question).not.toContain('aria-label="Delivered"');
  });
});
