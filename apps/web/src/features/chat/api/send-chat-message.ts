import type { ChatMessage } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChatMessageInput, postChatMessage } from '@/lib/chat/post-chat-message.ts';
import { addCachedChatMessage } from './get-chat-history.ts';

export type SendChatMessageInput = ChatMessageInput;

/** POST /api/chat/messages: the user's message to support, with or without an image. */
export function sendChatMessage(input: SendChatMessageInput): Promise<ChatMessage> {
  return postChatMessage('/api/chat/messages', input);
}

export function useSendChatMessage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: (message) => addCachedChatMessage(queryClient, userId, message),
  });
}
