import type { PendingMessage } from './chat-messages.ts';

type Listener = () => void;
const NONE: readonly PendingMessage[] = [];

/**
 * The messages each user is sending or failed to send, kept outside the panel: closing it
 * while an image uploads, or after a send failed, loses neither.
 */
export function createPendingMessages() {
  const byUser = new Map<string, readonly PendingMessage[]>();
  const listeners = new Set<Listener>();
  return {
    of(userId: string): readonly PendingMessage[] {
      return byUser.get(userId) ?? NONE;
    },
    update(
      userId: string,
      change: (items: readonly PendingMessage[]) => readonly PendingMessage[],
    ) {
      byUser.set(userId, change(byUser.get(userId) ?? NONE));
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
