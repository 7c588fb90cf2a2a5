import { type ReferralDecisionResponse, referralDecisionResponse } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_OVERVIEW_QUERY_KEY,
  ADMIN_REFERRALS_ROOT,
} from '@/features/admin/shared/lib/console-queue-keys.ts';
import { apiRequest } from '@/lib/api-client.ts';

export type ReferralDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

export interface ReviewReferralInput {
  referredId: string;
  decision: ReferralDecision;
  /** The same for a retry of the same decision, so a held commission is paid once. */
  idempotencyKey: string;
}

/** POST /api/admin/referrals/{referredId}/approve (pays what it held), or /reject with a reason. */
export function reviewReferral({
  referredId,
  decision,
  idempotencyKey,
}: ReviewReferralInput): Promise<ReferralDecisionResponse> {
  return apiRequest(`/api/admin/referrals/${encodeURIComponent(referredId)}/${decision.decision}`, {
    method: 'POST',
    body: decision.decision === 'reject' ? { reason: decision.reason } : {},
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: referralDecisionResponse,
  });
}

export function useReviewReferral() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [...ADMIN_REFERRALS_ROOT, 'list'] });
    void queryClient.invalidateQueries({ queryKey: ADMIN_OVERVIEW_QUERY_KEY });
  };
  return useMutation({
    mutationFn: reviewReferral,
    onSuccess: () => {
      refresh();
      // The pages of everyone in the chain show the referral and its commissions.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'user'] });
    },
    // Someone else decided first: the queue shows where it now stands.
    onError: refresh,
  });
}
