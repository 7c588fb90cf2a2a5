import { type AdminOverviewResponse, adminOverviewResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../lib/admin-request.ts';

export function getOverview(signal?: AbortSignal): Promise<AdminOverviewResponse> {
  return adminRequest('/api/admin/overview', { schema: adminOverviewResponse, signal });
}

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'overview'] as const,
    queryFn: ({ signal }) => getOverview(signal),
    refetchInterval: 30_000,
  });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
