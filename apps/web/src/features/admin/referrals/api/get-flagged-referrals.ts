import { type FlaggedReferralsResponse, flaggedReferralsResponse } from '@kapital/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_REFERRALS_ROOT } from '@/features/admin/shared/lib/console-queue-keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryString } from '@/lib/query-string.ts';

/** GET /api/admin/referrals?page=&size=: flagged referrals, the longest waiting first. */
export function getFlaggedReferrals(
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<FlaggedReferralsResponse> {
  return apiRequest(`/api/admin/referrals${queryString({ page, size })}`, {
    schema: flaggedReferralsResponse,
    signal,
  });
}

export const flaggedReferralsQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: [...ADMIN_REFERRALS_ROOT, 'list', page, size] as const,
    queryFn: ({ signal }) => getFlaggedReferrals(page, size, signal),
    placeholderData: keepPreviousData,
  });

export function useFlaggedReferrals(page: number, size: number) {
  return useQuery(flaggedReferralsQueryOptions(page, size));
}
