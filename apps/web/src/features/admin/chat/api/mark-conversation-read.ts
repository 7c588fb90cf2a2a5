import { chatUnreadResponse } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_CHAT_ROOT,
  ADMIN_OVERVIEW_QUERY_KEY,
} from '@/features/admin/shared/lib/console-queue-keys.ts';
import { api } from '@/lib/api-client.ts';

/** POST /api/admin/chat/conversations/{id}/read: staff read the user's messages. */
export function markConversationRead(conversationId: string): Promise<{ unread: number }> {
  return api.post(
    `/api/admin/chat/conversations/${encodeURIComponent(conversationId)}/read`,
    {},
    { schema: chatUnreadResponse },
  );
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_CHAT_ROOT, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ADMIN_OVERVIEW_QUERY_KEY });
    },
  });
}
