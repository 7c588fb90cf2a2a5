import { adminPackagesResponse, type InvestmentPackage } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export interface AdminPackages {
  items: InvestmentPackage[];
}

/** GET /api/admin/packages: every investment package, inactive too, in display order. */
export function getAdminPackages(signal?: AbortSignal): Promise<AdminPackages> {
  return apiRequest('/api/admin/packages', { schema: adminPackagesResponse, signal });
}

export const adminPackagesQueryKey = ['admin', 'packages'] as const;

export const adminPackagesQueryOptions = () =>
  queryOptions({
    queryKey: adminPackagesQueryKey,
    queryFn: ({ signal }) => getAdminPackages(signal),
  });

export function useAdminPackages() {
  return useQuery(adminPackagesQueryOptions());
}
