import { unreadCountResponse } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { setCachedRead } from './get-notifications.ts';

/** POST /api/notifications/{id}/read: answers how many are still unread. */
export function markNotificationRead(id: string): Promise<{ unread: number }> {
  return api.post(
    `/api/notifications/${encodeURIComponent(id)}/read`,
    {},
    {
      schema: unreadCountResponse,
    },
  );
}

export function useMarkNotificationRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ unread }, id) => setCachedRead(queryClient, userId, id, unread),
  });
}
