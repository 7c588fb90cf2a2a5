import { type AdminWithdrawal, adminWithdrawalSchema } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_OVERVIEW_QUERY_KEY } from '@/features/admin/shared/lib/console-queue-keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';
import { adminWithdrawalQueryKey } from './get-admin-withdrawal.ts';

export type WithdrawalDecision =
  | { decision: 'pay'; payoutReference: string }
  | { decision: 'reject'; reason: string };

export interface ReviewWithdrawalInput {
  decision: WithdrawalDecision;
  /** The same for a retry of the same decision, so the money moves once. */
  idempotencyKey: string;
}

/**
 * POST /api/admin/withdrawals/{id}/pay with the bank's payout reference (the hold leaves the
 * platform), or /reject with the reason the user reads (the hold returns to the source fund).
 */
export function reviewWithdrawal(id: string, { decision, idempotencyKey }: ReviewWithdrawalInput) {
  const body =
    decision.decision === 'pay'
      ? { payoutReference: decision.payoutReference }
      : { reason: decision.reason };
  return apiRequest<AdminWithdrawal>(
    `/api/admin/withdrawals/${encodeURIComponent(id)}/${decision.decision}`,
    {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
      schema: adminWithdrawalSchema,
    },
  );
}

export function useReviewWithdrawal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewWithdrawalInput) => reviewWithdrawal(id, input),
    onSuccess: (withdrawal) => {
      queryClient.setQueryData(adminWithdrawalQueryKey(id), withdrawal);
      void queryClient.invalidateQueries({
        queryKey: [MONEY_QUERY_ROOTS.adminWithdrawals, 'list'],
      });
      void queryClient.invalidateQueries({ queryKey: ADMIN_OVERVIEW_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'user', withdrawal.userId] });
    },
    // Someone else decided first: show the request as it now is.
    onError: () => void queryClient.invalidateQueries({ queryKey: adminWithdrawalQueryKey(id) }),
  });
}
