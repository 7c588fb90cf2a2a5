import type { ChatSocketMessage, ClientMessage } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import { createChatStream } from './chat-stream.ts';

const typing: ChatSocketMessage = {
  type: 'chat.typing',
  conversationId: 'c-1',
  who: 'staff',
  name: 'Sam',
};

describe('the chat stream', () => {
  it('hands every chat frame to each listener until it stops listening', () => {
    const stream = createChatStream();
    const heard: ChatSocketMessage[] = [];
    const stop = stream.listen((message) => heard.push(message));
    stream.receive(typing);
    stop();
    stream.receive(typing);
    expect(heard).toEqual([typing]);
  });

  it('sends typing notes only while the socket is open', () => {
    const stream = createChatStream();
    const sent: ClientMessage[] = [];
    expect(stream.sendTyping('c-1')).toBe(false);
    stream.attach((message) => sent.push(message));
    expect(stream.sendTyping('c-1')).toBe(true);
    stream.detach();
    expect(stream.sendTyping('c-1')).toBe(false);
    expect(sent).toEqual([{ type: 'chat.typing', conversationId: 'c-1' }]);
  });

  it('tells of reconnects, not of the first connect', () => {
    const stream = createChatStream();
    let reconnects = 0;
    stream.onReconnect(() => {
      reconnects += 1;
    });
    stream.attach(() => {});
    expect(reconnects).toBe(0);
    stream.detach();
    stream.attach(() => {});
    expect(reconnects).toBe(1);
  });
});
