import { type WithdrawalListResponse, withdrawalListResponse } from '@kapital/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

export const WITHDRAWALS_PAGE_SIZE = 10;

export function getWithdrawals(
  page: number,
  signal?: AbortSignal,
): Promise<WithdrawalListResponse> {
  const query = new URLSearchParams({ page: String(page), size: String(WITHDRAWALS_PAGE_SIZE) });
  return api.get(`/api/withdrawals?${query}`, { schema: withdrawalListResponse, signal });
}

export function withdrawalsQueryKey(userId: string, page: number) {
  return [MONEY_QUERY_ROOTS.withdrawals, userId, 'list', page] as const;
}

export function useWithdrawals(userId: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: withdrawalsQueryKey(userId, page),
      queryFn: ({ signal }) => getWithdrawals(page, signal),
      // The current page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  );
}
