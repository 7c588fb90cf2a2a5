import { type InvestmentTotals, investmentTotalsResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

/** GET /api/investments/totals: active capital, profit earned and how many are active. */
export function getInvestmentTotals(signal?: AbortSignal): Promise<InvestmentTotals> {
  return api.get('/api/investments/totals', { schema: investmentTotalsResponse, signal });
}

/** Under the investments root: every investment event refreshes it. */
export function investmentTotalsQueryKey(userId: string) {
  return [MONEY_QUERY_ROOTS.investments, userId, 'totals'] as const;
}

export function investmentTotalsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: investmentTotalsQueryKey(userId),
    queryFn: ({ signal }) => getInvestmentTotals(signal),
  });
}

export function useInvestmentTotals(userId: string) {
  return useQuery(investmentTotalsQueryOptions(userId));
}
