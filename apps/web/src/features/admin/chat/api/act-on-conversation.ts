import { type ChatConversationSummary, chatConversationSummarySchema } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_CHAT_ROOT,
  ADMIN_OVERVIEW_QUERY_KEY,
} from '@/features/admin/shared/lib/console-queue-keys.ts';
import { api } from '@/lib/api-client.ts';

export type ConversationAction = 'assign' | 'resolve' | 'reopen';

export interface ConversationActionInput {
  conversationId: string;
  action: ConversationAction;
}

/** POST /api/admin/chat/conversations/{id}/assign | resolve | reopen (audited). */
export function actOnConversation({
  conversationId,
  action,
}: ConversationActionInput): Promise<ChatConversationSummary> {
  return api.post(
    `/api/admin/chat/conversations/${encodeURIComponent(conversationId)}/${action}`,
    {},
    { schema: chatConversationSummarySchema },
  );
}

export function useActOnConversation() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_CHAT_ROOT });
    void queryClient.invalidateQueries({ queryKey: ADMIN_OVERVIEW_QUERY_KEY });
  };
  return useMutation({ mutationFn: actOnConversation, onSuccess: refresh, onError: refresh });
}
