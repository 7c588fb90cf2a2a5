import { type AdminKycDetail, adminKycDetail } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_KYC_ROOT } from '@/features/admin/shared/lib/console-queue-keys.ts';
import { apiRequest } from '@/lib/api-client.ts';

export function getKycSubmission(id: string, signal?: AbortSignal): Promise<AdminKycDetail> {
  return apiRequest(`/api/admin/kyc/${encodeURIComponent(id)}`, {
    schema: adminKycDetail,
    signal,
  });
}

export const kycSubmissionQueryKey = (id: string) => [...ADMIN_KYC_ROOT, 'detail', id] as const;

export const kycSubmissionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: kycSubmissionQueryKey(id),
    queryFn: ({ signal }) => getKycSubmission(id, signal),
  });

export function useKycSubmission(id: string) {
  return useQuery(kycSubmissionQueryOptions(id));
}
