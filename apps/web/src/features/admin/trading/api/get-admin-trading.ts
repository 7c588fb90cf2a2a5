import { type AdminTrading, adminTradingResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** GET /api/admin/trading: open exposure per pair and what trading has earned the house. */
export function getAdminTrading(signal?: AbortSignal): Promise<AdminTrading> {
  return apiRequest('/api/admin/trading', { schema: adminTradingResponse, signal });
}

export const adminTradingQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'trading'] as const,
    queryFn: ({ signal }) => getAdminTrading(signal),
    // Positions open and close while staff look: read again on every visit and focus, and
    // every half minute while the page is open.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 30_000,
  });

export function useAdminTrading() {
  return useQuery(adminTradingQueryOptions());
}
