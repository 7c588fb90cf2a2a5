import { type DepositListResponse, depositListResponse } from '@kapital/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

export const DEPOSITS_PAGE_SIZE = 10;

/** GET /api/deposits?page=&size=: the user's deposit invoices, newest first. */
export function getDeposits(page: number, signal?: AbortSignal): Promise<DepositListResponse> {
  return api.get(`/api/deposits?page=${page}&size=${DEPOSITS_PAGE_SIZE}`, {
    schema: depositListResponse,
    signal,
  });
}

/** Keyed by user id so one user's invoices are never shown to the next to sign in. */
export const depositsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: [MONEY_QUERY_ROOTS.deposits, userId, 'list', page] as const,
    queryFn: ({ signal }) => getDeposits(page, signal),
    placeholderData: keepPreviousData,
  });

export function useDeposits(userId: string, page: number) {
  return useQuery(depositsQueryOptions(userId, page));
}
