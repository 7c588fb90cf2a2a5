import type { PendingMessage } from './chat-rows.ts';

type Listener = () => void;
const NONE: readonly PendingMessage[] = [];

/**
 * The messages each conversation has on their way or failed to send, kept outside the screen: closing it
 * while an image uploads, or after a send failed, loses neither.
 */
export function createPendingMessages() {
  const byConversation = new Map<string, readonly PendingMessage[]>();
  const listeners = new Set<Listener>();
  return {
    of(key: string): readonly PendingMessage[] {
      return byConversation.get(key) ?? NONE;
    },
    update(key: string, change: (items: readonly PendingMessage[]) => readonly PendingMessage[]) {
      byConversation.set(key, change(byConversation.get(key) ?? NONE));
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type PendingMessages = ReturnType<typeof createPendingMessages>;

/** This tab's messages on their way. */
export const pendingMessages = createPendingMessages();
