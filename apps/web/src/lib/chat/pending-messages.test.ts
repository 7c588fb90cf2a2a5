import { describe, expect, it } from 'vitest';
import type { PendingMessage } from './chat-rows.ts';
import { createPendingMessages } from './pending-messages.ts';

const sending = (clientId: string): PendingMessage => ({
  clientId,
  text: 'hi',
  image: null,
  imageUrl: null,
  status: 'sending',
  progress: null,
});

describe('pending messages', () => {
  it('keeps each user’s sends apart and tells listeners of each change', () => {
    const store = createPendingMessages();
    let changes = 0;
    const stop = store.subscribe(() => {
      changes += 1;
    });
    store.update('ann', (items) => [...items, sending('a')]);
    store.update('bob', (items) => [...items, sending('b')]);
    expect(store.of('ann').map((item) => item.clientId)).toEqual(['a']);
    expect(store.of('bob').map((item) => item.clientId)).toEqual(['b']);
    expect(store.of('nobody')).toEqual([]);
    stop();
    store.update('ann', () => []);
    expect(changes).toBe(2);
    expect(store.of('ann')).toEqual([]);
  });

  it('answers the same list until it changes, as useSyncExternalStore needs', () => {
    const store = createPendingMessages();
    expect(store.of('ann')).toBe(store.of('ann'));
    store.update('ann', (items) => [...items, sending('a')]);
    expect(store.of('ann')).toBe(store.of('ann'));
  });
});
