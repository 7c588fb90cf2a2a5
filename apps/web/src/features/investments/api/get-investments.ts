import { type InvestmentListResponse, investmentListResponse } from '@kapital/shared';
import type { InvestmentStatus } from '@kapital/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';
import { queryString } from '@/lib/query-string.ts';

export const INVESTMENTS_PAGE_SIZE = 10;

export interface InvestmentsPage {
  page: number;
  /** null for every investment. */
  status: InvestmentStatus | null;
}

/** GET /api/investments?status=&page=&size=: the person's investments, newest first. */
export function getInvestments(
  { page, status }: InvestmentsPage,
  signal?: AbortSignal,
): Promise<InvestmentListResponse> {
  const query = queryString({ status, page, size: INVESTMENTS_PAGE_SIZE });
  return api.get(`/api/investments${query}`, { schema: investmentListResponse, signal });
}

export function investmentsQueryKey(userId: string, { page, status }: InvestmentsPage) {
  return [MONEY_QUERY_ROOTS.investments, userId, 'list', status ?? 'all', page] as const;
}

export function useInvestments(userId: string, request: InvestmentsPage) {
  return useQuery(
    queryOptions({
      queryKey: investmentsQueryKey(userId, request),
      queryFn: ({ signal }) => getInvestments(request, signal),
      // The current page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  );
}
