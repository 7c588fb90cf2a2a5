import { type AdminKycListResponse, adminKycListResponse } from '@kapital/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ADMIN_KYC_ROOT } from '@/features/admin/shared/lib/console-queue-keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryString } from '@/lib/query-string.ts';

export type KycQueueStatus = 'pending' | 'approved' | 'rejected';

export function getKycQueue(
  status: KycQueueStatus,
  page: number,
  signal?: AbortSignal,
): Promise<AdminKycListResponse> {
  return apiRequest(`/api/admin/kyc${queryString({ status, page, size: 20 })}`, {
    schema: adminKycListResponse,
    signal,
  });
}

export const kycQueueQueryOptions = (status: KycQueueStatus, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_KYC_ROOT, 'list', status, page] as const,
    queryFn: ({ signal }) => getKycQueue(status, page, signal),
    placeholderData: keepPreviousData,
  });
