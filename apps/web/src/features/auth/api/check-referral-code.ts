import { referralCodeCheckResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function checkReferralCode(code: string, signal?: AbortSignal) {
  return api.get(`/api/account/referral-codes/${encodeURIComponent(code)}`, {
    schema: referralCodeCheckResponse,
    signal,
  });
}

export function referralCodeQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['referral-codes', code],
    queryFn: ({ signal }) => checkReferralCode(code, signal),
    staleTime: 5 * 60_000,
  });
}

/** Checks a referral code once one is given; an empty code is not checked. */
export function useReferralCodeCheck(code: string) {
  return useQuery({ ...referralCodeQueryOptions(code), enabled: code !== '' });
}
