import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatStream } from '@/lib/chat/chat-stream.ts';
import { conversationQueryKey } from '../api/get-conversation.ts';

/**
 * Keeps the open conversation live: a message or a read mark in it reads it again at once
 * (the queue's news, which refreshes the lists, comes batched), as does a reconnect.
 */
export function useConversationLiveUpdates(conversationId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: conversationQueryKey(conversationId) });
    const stopListening = chatStream.listen((message) => {
      if (message.type !== 'chat.typing' && message.conversationId === conversationId) refresh();
    });
    const stopReconnects = chatStream.onReconnect(refresh);
    return () => {
      stopListening();
      stopReconnects();
    };
  }, [queryClient, conversationId]);
}
