import { type RateHistoryResponse, rateHistoryResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryString } from '@/lib/query-string.ts';

export function getRateHistory(page: number, signal?: AbortSignal): Promise<RateHistoryResponse> {
  return apiRequest(`/api/admin/settings/rate-history${queryString({ page, size: 10 })}`, {
    schema: rateHistoryResponse,
    signal,
  });
}

export const rateHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'settings', 'rate-history', page] as const,
    queryFn: ({ signal }) => getRateHistory(page, signal),
  });

export function useRateHistory(page: number) {
  return useQuery(rateHistoryQueryOptions(page));
}
