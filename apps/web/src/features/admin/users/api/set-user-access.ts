import { type AdminUserSummary, adminUserActionResponse } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { userQueryKey } from './get-user.ts';

/** Block and ban carry the reason the user is shown; unblock needs none. */
export type AccessChange = { action: 'block' | 'ban'; reason: string } | { action: 'unblock' };
export type AccessAction = AccessChange['action'];

/** POST /api/admin/users/{id}/block | unblock | ban. */
export function setUserAccess(userId: string, change: AccessChange): Promise<AdminUserSummary> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/${change.action}`, {
    method: 'POST',
    body: change.action === 'unblock' ? {} : { reason: change.reason },
    schema: adminUserActionResponse,
  });
}

export function useSetUserAccess(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AccessChange) => setUserAccess(userId, change),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      ]),
  });
}
