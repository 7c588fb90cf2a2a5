import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadFile } from '@/features/admin/shared/api/download-file.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

/**
 * GET /api/admin/deposits/{id}/proof, downloaded with the session (as KYC documents are) to
 * show an image inline or link a PDF. Keyed by upload time: a new proof is a new file.
 */
export const depositProofQueryOptions = (depositId: string, uploadedAt: string) =>
  queryOptions({
    queryKey: [MONEY_QUERY_ROOTS.adminDeposits, 'proof', depositId, uploadedAt] as const,
    queryFn: ({ signal }) =>
      downloadFile(`/api/admin/deposits/${encodeURIComponent(depositId)}/proof`, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useDepositProof(depositId: string, uploadedAt: string) {
  return useQuery(depositProofQueryOptions(depositId, uploadedAt));
}
