import { type AdminUserDetail, adminUserDetail } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function getUser(userId: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(userId)}`, {
    schema: adminUserDetail,
    signal,
  });
}

export const userQueryKey = (userId: string) => ['admin', 'user', userId] as const;

export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userQueryKey(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
  });

export function useAdminUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}
