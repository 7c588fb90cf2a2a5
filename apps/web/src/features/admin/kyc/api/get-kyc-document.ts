import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadFile } from '@/features/admin/shared/api/download-file.ts';
import { ADMIN_KYC_ROOT } from '@/features/admin/shared/lib/console-queue-keys.ts';

export const kycDocumentQueryOptions = (url: string) =>
  queryOptions({
    queryKey: [...ADMIN_KYC_ROOT, 'document', url] as const,
    queryFn: ({ signal }) => downloadFile(url, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useKycDocument(url: string) {
  return useQuery(kycDocumentQueryOptions(url));
}
