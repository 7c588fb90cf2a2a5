import { type ReferralSummary, referralSummarySchema } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { referralSummaryQueryKey } from '../lib/referral-keys.ts';

/** GET /api/referrals: the link to share and the figures over both levels. */
export function getReferralSummary(signal?: AbortSignal): Promise<ReferralSummary> {
  return api.get('/api/referrals', { schema: referralSummarySchema, signal });
}

export function referralSummaryQueryOptions(userId: string) {
  return queryOptions({
    queryKey: referralSummaryQueryKey(userId),
    queryFn: ({ signal }) => getReferralSummary(signal),
  });
}

export function useReferralSummary(userId: string) {
  return useQuery(referralSummaryQueryOptions(userId));
}
