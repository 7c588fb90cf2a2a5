import { type AdminUserSummary, adminUserActionResponse } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { userQueryKey } from './get-user.ts';

/** POST /api/admin/users/{id}/trading: true is Real, false is Free (demo). */
export function setUserTrading(userId: string, userTrading: boolean): Promise<AdminUserSummary> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/trading`, {
    method: 'POST',
    body: { userTrading },
    schema: adminUserActionResponse,
  });
}

export function useSetUserTrading(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userTrading: boolean) => setUserTrading(userId, userTrading),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userQueryKey(userId) }),
  });
}
