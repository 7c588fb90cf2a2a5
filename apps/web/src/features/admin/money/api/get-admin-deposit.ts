import { type AdminDeposit, adminDepositSchema } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

/** GET /api/admin/deposits/{id}: one deposit with who asked and who decided. */
export function getAdminDeposit(id: string, signal?: AbortSignal): Promise<AdminDeposit> {
  return apiRequest(`/api/admin/deposits/${encodeURIComponent(id)}`, {
    schema: adminDepositSchema,
    signal,
  });
}

export function adminDepositQueryKey(id: string) {
  return [MONEY_QUERY_ROOTS.adminDeposits, 'detail', id] as const;
}

export const adminDepositQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminDepositQueryKey(id),
    queryFn: ({ signal }) => getAdminDeposit(id, signal),
  });

export function useAdminDeposit(id: string) {
  return useQuery(adminDepositQueryOptions(id));
}
