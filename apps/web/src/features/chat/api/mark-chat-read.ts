import { chatUnreadResponse } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { setCachedChatRead, setCachedChatUnread } from './get-chat-history.ts';

/** POST /api/chat/read: the user read every staff message; answers the unread count. */
export function markChatRead(): Promise<{ unread: number }> {
  return api.post('/api/chat/read', {}, { schema: chatUnreadResponse });
}

export function useMarkChatRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChatRead,
    onSuccess: ({ unread }) => {
      setCachedChatRead(queryClient, userId, 'user', new Date().toISOString());
      setCachedChatUnread(queryClient, userId, unread);
    },
  });
}
