import { type MyCommissions, myCommissionsResponse } from '@kapital/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { REFERRALS_PAGE_SIZE, referralCommissionsQueryKey } from '../lib/referral-keys.ts';

/** GET /api/referrals/commissions?page&size: newest first, paid, held or rejected. */
export function getReferralCommissions(page: number, signal?: AbortSignal): Promise<MyCommissions> {
  return api.get(`/api/referrals/commissions?page=${page}&size=${REFERRALS_PAGE_SIZE}`, {
    schema: myCommissionsResponse,
    signal,
  });
}

export function referralCommissionsQueryOptions(userId: string, page: number) {
  return queryOptions({
    queryKey: referralCommissionsQueryKey(userId, page),
    queryFn: ({ signal }) => getReferralCommissions(page, signal),
  });
}

/** One page; the last page stays on screen while the next loads. */
export function useReferralCommissions(userId: string, page: number) {
  return useQuery({
    ...referralCommissionsQueryOptions(userId, page),
    placeholderData: keepPreviousData,
  });
}
