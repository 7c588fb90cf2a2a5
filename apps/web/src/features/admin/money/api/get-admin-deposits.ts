import { type AdminDepositListResponse, adminDepositListResponse } from '@kapital/shared';
import type { DepositStatus } from '@kapital/shared/constants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';
import { queryString } from '@/lib/query-string.ts';

export const ADMIN_DEPOSITS_PAGE_SIZE = 20;

/** GET /api/admin/deposits?status=&page=: the queue of one state, newest first. */
export function getAdminDeposits(
  status: DepositStatus,
  page: number,
  signal?: AbortSignal,
): Promise<AdminDepositListResponse> {
  return apiRequest(
    `/api/admin/deposits${queryString({ status, page, size: ADMIN_DEPOSITS_PAGE_SIZE })}`,
    { schema: adminDepositListResponse, signal },
  );
}

export const adminDepositsQueryOptions = (status: DepositStatus, page: number) =>
  queryOptions({
    queryKey: [MONEY_QUERY_ROOTS.adminDeposits, 'list', status, page] as const,
    queryFn: ({ signal }) => getAdminDeposits(status, page, signal),
    placeholderData: keepPreviousData,
  });
