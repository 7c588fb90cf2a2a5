import { type AdminUserSummary, adminUserActionResponse } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { userQueryKey } from './get-user.ts';

export type AccessAction = 'block' | 'unblock' | 'ban';

/** POST /api/admin/users/{id}/block | unblock | ban. */
export function setUserAccess(userId: string, action: AccessAction): Promise<AdminUserSummary> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/${action}`, {
    method: 'POST',
    body: {},
    schema: adminUserActionResponse,
  });
}

export function useSetUserAccess(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AccessAction) => setUserAccess(userId, action),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      ]),
  });
}
