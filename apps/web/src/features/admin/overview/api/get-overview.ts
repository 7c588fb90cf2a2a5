import { type AdminOverviewResponse, adminOverviewResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_OVERVIEW_QUERY_KEY } from '@/features/admin/shared/lib/console-queue-keys.ts';
import { apiRequest } from '@/lib/api-client.ts';

export function getOverview(signal?: AbortSignal): Promise<AdminOverviewResponse> {
  return apiRequest('/api/admin/overview', { schema: adminOverviewResponse, signal });
}

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_OVERVIEW_QUERY_KEY,
    queryFn: ({ signal }) => getOverview(signal),
    refetchInterval: 30_000,
  });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
