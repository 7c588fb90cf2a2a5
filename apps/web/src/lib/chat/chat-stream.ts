import type { ChatSocketMessage } from '@kapital/shared';
import type { SocketSend } from '@/lib/realtime-socket.ts';

type ChatListener = (message: ChatSocketMessage) => void;

/**
 * The live chat's side of the one WebSocket: the chat's frames for whoever listens (the chat
 * button and its panel), the "I am typing" news they send, and word of each reconnect, after
 * which messages sent while the socket was down must be read again.
 */
export function createChatStream() {
  const listeners = new Set<ChatListener>();
  const reconnectListeners = new Set<() => void>();
  let send: SocketSend | null = null;
  let connectedBefore = false;

  return {
    /** The socket is open: typing news can go out. */
    attach(socketSend: SocketSend): void {
      send = socketSend;
      if (connectedBefore) for (const listener of reconnectListeners) listener();
      connectedBefore = true;
    },
    /** The socket closed: typing news is dropped until the next attach. */
    detach(): void {
      send = null;
    },
    receive(message: ChatSocketMessage): void {
      for (const listener of listeners) listener(message);
    },
    /** Hears every chat frame; returns the unsubscribe. */
    listen(listener: ChatListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Told after each reconnect (not the first connect); returns the unsubscribe. */
    onReconnect(listener: () => void): () => void {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    /** Tells the other side the person is typing; false when the socket is down. */
    sendTyping(conversationId: string): boolean {
      if (!send) return false;
      send({ type: 'chat.typing', conversationId });
      return true;
    },
  };
}

export type ChatStream = ReturnType<typeof createChatStream>;

/** The one chat stream the WebSocket feeds. */
export const chatStream = createChatStream();
