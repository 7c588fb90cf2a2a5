import type { ChatMessage } from '@kapital/shared';
import { useSyncExternalStore } from 'react';
import { errorMessage } from '@/lib/api-error.ts';
import type { PendingMessage } from './chat-rows.ts';
import { pendingMessages } from './pending-messages.ts';
import type { ChatMessageInput } from './post-chat-message.ts';

/** What the composer hands over: the trimmed text and the chosen image, if any. */
export interface ChatDraft {
  text: string;
  image: File | null;
}

/**
 * Sending from one conversation (`key`: the user's own, or one in the inbox): each draft shows
 * at once as pending with its upload's progress, leaves that list once stored (the history holds
 * it then, under the same client id), and on failure stays with its reason and a retry that
 * sends the same client id, so the server stores it once.
 */
export function usePendingSends(
  key: string,
  send: (message: ChatMessageInput) => Promise<ChatMessage>,
) {
  const pending = useSyncExternalStore(
    pendingMessages.subscribe,
    () => pendingMessages.of(key),
    () => pendingMessages.of(key),
  );
  const setPending = (change: (items: readonly PendingMessage[]) => readonly PendingMessage[]) =>
    pendingMessages.update(key, change);
  const updatePending = (clientId: string, change: Partial<PendingMessage>) =>
    setPending((items) =>
      items.map((item) => (item.clientId === clientId ? { ...item, ...change } : item)),
    );

  const deliver = async (item: PendingMessage) => {
    try {
      await send({
        text: item.text,
        clientId: item.clientId,
        image: item.image,
        onProgress: (progress) => updatePending(item.clientId, { progress }),
      });
      setPending((items) => items.filter((other) => other.clientId !== item.clientId));
      if (item.imageUrl) URL.revokeObjectURL(item.imageUrl);
    } catch (error) {
      updatePending(item.clientId, {
        status: 'failed',
        progress: null,
        problem: errorMessage(error),
      });
    }
  };

  const sendDraft = ({ text, image }: ChatDraft) => {
    const item: PendingMessage = {
      clientId: crypto.randomUUID(),
      text,
      image,
      imageUrl: image ? URL.createObjectURL(image) : null,
      status: 'sending',
      progress: image ? 0 : null,
    };
    setPending((items) => [...items, item]);
    void deliver(item);
  };

  const retry = (clientId: string) => {
    const item = pending.find((other) => other.clientId === clientId);
    if (!item) return;
    const again: PendingMessage = {
      ...item,
      status: 'sending',
      progress: item.image ? 0 : null,
      problem: undefined,
    };
    updatePending(clientId, again);
    void deliver(again);
  };

  return { pending, sendDraft, retry };
}
