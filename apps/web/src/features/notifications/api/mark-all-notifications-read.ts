import { unreadCountResponse } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { setCachedAllRead } from './get-notifications.ts';

/** POST /api/notifications/read-all: answers how many are unread (0, unless one just came). */
export function markAllNotificationsRead(): Promise<{ unread: number }> {
  return api.post('/api/notifications/read-all', {}, { schema: unreadCountResponse });
}

export function useMarkAllNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unread }) => setCachedAllRead(queryClient, userId, unread),
  });
}
