import type { ChatMessage } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CHAT_ROOT } from '@/features/admin/shared/lib/console-queue-keys.ts';
import { type ChatMessageInput, postChatMessage } from '@/lib/chat/post-chat-message.ts';

export interface ReplyInput extends ChatMessageInput {
  conversationId: string;
}

/** POST /api/admin/chat/conversations/{id}/messages: staff's reply, with or without an image. */
export function replyToConversation({
  conversationId,
  ...message
}: ReplyInput): Promise<ChatMessage> {
  return postChatMessage(
    `/api/admin/chat/conversations/${encodeURIComponent(conversationId)}/messages`,
    message,
  );
}

export function useReplyToConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToConversation,
    // The conversation shows the reply, and the list its new last message.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CHAT_ROOT }),
  });
}
