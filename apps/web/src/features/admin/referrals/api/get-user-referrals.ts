import { type AdminUserReferrals, adminUserReferralsResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Under the user's own key, so whatever refreshes the user's page refreshes this too. */
export const userReferralsQueryKey = (userId: string) =>
  ['admin', 'user', userId, 'referrals'] as const;

/** GET /api/admin/users/{userId}/referrals: their referrer, the people they referred, commissions. */
export function getUserReferrals(
  userId: string,
  signal?: AbortSignal,
): Promise<AdminUserReferrals> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/referrals`, {
    schema: adminUserReferralsResponse,
    signal,
  });
}

export const userReferralsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userReferralsQueryKey(userId),
    queryFn: ({ signal }) => getUserReferrals(userId, signal),
  });

export function useUserReferrals(userId: string) {
  return useQuery(userReferralsQueryOptions(userId));
}
