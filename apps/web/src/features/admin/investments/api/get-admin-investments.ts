import { type AdminInvestmentsResponse, adminInvestmentsResponse } from '@kapital/shared';
import type { InvestmentStatus } from '@kapital/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryString } from '@/lib/query-string.ts';

export interface AdminInvestmentsFilter {
  /** Part of the investor's e-mail, username or name; '' for everyone. */
  q: string;
  /** '' for every package. */
  packageId: string;
  status: InvestmentStatus | null;
  /** From 1. */
  page: number;
  size: number;
}

/** GET /api/admin/investments?q=&packageId=&status=&page=&size=: newest first, with the totals. */
export function getAdminInvestments(
  filter: AdminInvestmentsFilter,
  signal?: AbortSignal,
): Promise<AdminInvestmentsResponse> {
  return apiRequest(`/api/admin/investments${queryString({ ...filter })}`, {
    schema: adminInvestmentsResponse,
    signal,
  });
}

/** The first elements of every query of the console's investments, whatever the filter. */
export const ADMIN_INVESTMENTS_ROOT = ['admin', 'investments'] as const;

export const adminInvestmentsQueryOptions = (filter: AdminInvestmentsFilter) =>
  queryOptions({
    queryKey: [...ADMIN_INVESTMENTS_ROOT, filter] as const,
    queryFn: ({ signal }) => getAdminInvestments(filter, signal),
    placeholderData: keepPreviousData,
    // Users invest and the worker pays while staff look: read again whenever the page is
    // opened or the window comes back into focus, and every half minute while it is open.
    staleTime: 0,
    refetchInterval: 30_000,
  });

export function useAdminInvestments(filter: AdminInvestmentsFilter) {
  return useQuery(adminInvestmentsQueryOptions(filter));
}
