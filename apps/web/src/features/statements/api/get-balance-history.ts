import { type BalanceHistoryResponse, balanceHistoryResponse } from '@kapital/shared';
import type { CashFund } from '@kapital/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

export function getBalanceHistory(fund: CashFund, days: number, signal?: AbortSignal) {
  return api.get<BalanceHistoryResponse>(`/api/statements/${fund}/history?days=${days}`, {
    schema: balanceHistoryResponse,
    signal,
  });
}

/** Under the balance-history root, so a balance movement redraws the chart; keyed by user id. */
export function balanceHistoryQueryKey(userId: string, fund: CashFund, days: number) {
  return [MONEY_QUERY_ROOTS.balanceHistory, userId, fund, days] as const;
}

export function balanceHistoryQueryOptions(userId: string, fund: CashFund, days: number) {
  return queryOptions({
    queryKey: balanceHistoryQueryKey(userId, fund, days),
    queryFn: ({ signal }) => getBalanceHistory(fund, days, signal),
  });
}

export function useBalanceHistory(userId: string, fund: CashFund, days: number) {
  return useQuery(balanceHistoryQueryOptions(userId, fund, days));
}
