import { type AdminKycDetail, adminKycDetail } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_KYC_ROOT,
  ADMIN_OVERVIEW_QUERY_KEY,
} from '@/features/admin/shared/lib/console-queue-keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { kycSubmissionQueryKey } from './get-kyc-submission.ts';

export type KycDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/** POST /api/admin/kyc/{id}/approve, or /reject with the reason the user will see. */
export function reviewKyc(id: string, decision: KycDecision): Promise<AdminKycDetail> {
  return apiRequest(`/api/admin/kyc/${encodeURIComponent(id)}/${decision.decision}`, {
    method: 'POST',
    body: decision.decision === 'reject' ? { reason: decision.reason } : {},
    schema: adminKycDetail,
  });
}

export function useReviewKyc(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: KycDecision) => reviewKyc(id, decision),
    onSuccess: (detail) => {
      queryClient.setQueryData(kycSubmissionQueryKey(id), detail);
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_KYC_ROOT, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ADMIN_OVERVIEW_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'user', detail.userId] });
    },
  });
}
