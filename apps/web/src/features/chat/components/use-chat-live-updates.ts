import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatStream } from '@/lib/chat/chat-stream.ts';
import {
  addCachedChatMessage,
  chatHistoryQueryKey,
  setCachedChatRead,
} from '../api/get-chat-history.ts';

/**
 * Keeps the cached conversation live while the chat button is on screen: new messages join it
 * once, read marks turn, and after a reconnect the history is read again for what was missed.
 */
export function useChatLiveUpdates(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopListening = chatStream.listen((message) => {
      if (message.type === 'chat.message')
        addCachedChatMessage(queryClient, userId, message.message);
      else if (message.type === 'chat.read') {
        setCachedChatRead(queryClient, userId, message.reader, message.readAt);
      }
    });
    const stopReconnects = chatStream.onReconnect(() => {
      void queryClient.invalidateQueries({ queryKey: chatHistoryQueryKey(userId) });
    });
    return () => {
      stopListening();
      stopReconnects();
    };
  }, [queryClient, userId]);
}
