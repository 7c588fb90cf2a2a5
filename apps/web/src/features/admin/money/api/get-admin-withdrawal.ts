import { type AdminWithdrawal, adminWithdrawalSchema } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

/** GET /api/admin/withdrawals/{id}: one withdrawal request with its bank snapshot and who decided. */
export function getAdminWithdrawal(id: string, signal?: AbortSignal): Promise<AdminWithdrawal> {
  return apiRequest(`/api/admin/withdrawals/${encodeURIComponent(id)}`, {
    schema: adminWithdrawalSchema,
    signal,
  });
}

export function adminWithdrawalQueryKey(id: string) {
  return [MONEY_QUERY_ROOTS.adminWithdrawals, 'detail', id] as const;
}

export const adminWithdrawalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminWithdrawalQueryKey(id),
    queryFn: ({ signal }) => getAdminWithdrawal(id, signal),
  });

export function useAdminWithdrawal(id: string) {
  return useQuery(adminWithdrawalQueryOptions(id));
}
