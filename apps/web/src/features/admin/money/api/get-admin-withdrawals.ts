import { type AdminWithdrawalListResponse, adminWithdrawalListResponse } from '@kapital/shared';
import type { WithdrawalStatus } from '@kapital/shared/constants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';
import { queryString } from '@/lib/query-string.ts';

export const ADMIN_WITHDRAWALS_PAGE_SIZE = 20;

/** GET /api/admin/withdrawals?status=&page=: the queue of one state, newest first. */
export function getAdminWithdrawals(
  status: WithdrawalStatus,
  page: number,
  signal?: AbortSignal,
): Promise<AdminWithdrawalListResponse> {
  return apiRequest(
    `/api/admin/withdrawals${queryString({ status, page, size: ADMIN_WITHDRAWALS_PAGE_SIZE })}`,
    { schema: adminWithdrawalListResponse, signal },
  );
}

export const adminWithdrawalsQueryOptions = (status: WithdrawalStatus, page: number) =>
  queryOptions({
    queryKey: [MONEY_QUERY_ROOTS.adminWithdrawals, 'list', status, page] as const,
    queryFn: ({ signal }) => getAdminWithdrawals(status, page, signal),
    placeholderData: keepPreviousData,
  });
