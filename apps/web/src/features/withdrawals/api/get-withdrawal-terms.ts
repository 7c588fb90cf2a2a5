import { type WithdrawalTerms, withdrawalTermsResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

export function getWithdrawalTerms(signal?: AbortSignal): Promise<WithdrawalTerms> {
  return api.get('/api/withdrawals/terms', { schema: withdrawalTermsResponse, signal });
}

/** Refreshed by every balance and invoice event (money-query-keys.ts). */
export function withdrawalTermsQueryKey(userId: string) {
  return [MONEY_QUERY_ROOTS.withdrawalTerms, userId] as const;
}

export function useWithdrawalTerms(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: withdrawalTermsQueryKey(userId),
      queryFn: ({ signal }) => getWithdrawalTerms(signal),
    }),
  );
}
