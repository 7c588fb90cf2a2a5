import { describe, expect, it } from 'vitest';
import {
  CHAT_TEXT_MAX,
  chatConversationId,
  chatMessageFields,
  clientMessage,
  SUPPORT_ACCOUNT_ID,
  sendChatMessageBody,
  serverMessage,
} from '../src/index.ts';

describe('chatConversationId (the seed: both ids joined, the larger first)', () => {
  it('puts the larger id first, whichever side it is on', () => {
    expect(chatConversationId('zed', 'abc')).toBe('zedabc');
    expect(chatConversationId('abc', 'zed')).toBe('zedabc');
    expect(chatConversationId('abc', 'zed')).toBe(chatConversationId('zed', 'abc'));
  });

  it('pairs a user with the support account by default', () => {
    const userId = 'AbC123';
    // 'AbC123' < 'kapital-support' (upper case sorts first), so support comes first.
    expect(chatConversationId(userId)).toBe(`${SUPPORT_ACCOUNT_ID}${userId}`);
    expect(chatConversationId('zzz')).toBe(`zzz${SUPPORT_ACCOUNT_ID}`);
  });
});

describe('chat message fields', () => {
  const clientId = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

  it('allows 2,000 characters and refuses 2,001, NUL and a non-UUID client id', () => {
    expect(chatMessageFields.safeParse({ text: 'x'.repeat(CHAT_TEXT_MAX), clientId }).success).toBe(
      true,
    );
    expect(
      chatMessageFields.safeParse({ text: 'x'.repeat(CHAT_TEXT_MAX + 1), clientId }).success,
    ).toBe(false);
    expect(chatMessageFields.safeParse({ text: 'a\u0000b', clientId }).success).toBe(false);
    expect(chatMessageFields.safeParse({ text: 'hi', clientId: 'one' }).success).toBe(false);
  });

  it('lets the server fields carry an empty text (image only), the browser body not', () => {
    expect(chatMessageFields.safeParse({ text: '  ', clientId }).success).toBe(true);
    expect(sendChatMessageBody.safeParse({ text: '  ', clientId }).success).toBe(false);
  });

  it('the socket speaks chat: typing in, message, read and typing out', () => {
    expect(clientMessage.safeParse({ type: 'chat.typing', conversationId: 'abc' }).success).toBe(
      true,
    );
    expect(
      serverMessage.safeParse({
        type: 'chat.read',
        conversationId: 'abc',
        reader: 'user',
        readAt: new Date(0).toISOString(),
      }).success,
    ).toBe(true);
    expect(
      serverMessage.safeParse({
        type: 'chat.typing',
        conversationId: 'abc',
        who: 'staff',
        name: 'Ann',
      }).success,
    ).toBe(true);
  });
});
