import { type AdminKycDetail, adminKycDetail } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../lib/admin-request.ts';
import { kycSubmissionQueryKey } from './get-kyc-submission.ts';

export type KycDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/** POST /api/admin/kyc/{id}/approve, or /reject with the reason the user will see. */
export function reviewKyc(id: string, decision: KycDecision): Promise<AdminKycDetail> {
  return adminRequest(`/api/admin/kyc/${encodeURIComponent(id)}/${decision.decision}`, {
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
      void queryClient.invalidateQueries({ queryKey: ['admin', 'kyc', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'user', detail.userId] });
    },
  });
}
