import { type AdminDeposit, adminDepositSchema } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_OVERVIEW_QUERY_KEY } from '@/features/admin/shared/lib/console-queue-keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';
import { adminDepositQueryKey } from './get-admin-deposit.ts';

export type DepositDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

export interface ReviewDepositInput {
  decision: DepositDecision;
  /** The same for a retry of the same decision, so the wallet is credited once. */
  idempotencyKey: string;
}

/** POST /api/admin/deposits/{id}/approve (credits the wallet), or /reject with the user's reason. */
export function reviewDeposit(id: string, { decision, idempotencyKey }: ReviewDepositInput) {
  return apiRequest<AdminDeposit>(
    `/api/admin/deposits/${encodeURIComponent(id)}/${decision.decision}`,
    {
      method: 'POST',
      body: decision.decision === 'reject' ? { reason: decision.reason } : {},
      headers: { 'Idempotency-Key': idempotencyKey },
      schema: adminDepositSchema,
    },
  );
}

export function useReviewDeposit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewDepositInput) => reviewDeposit(id, input),
    onSuccess: (deposit) => {
      queryClient.setQueryData(adminDepositQueryKey(id), deposit);
      void queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_ROOTS.adminDeposits, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ADMIN_OVERVIEW_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'user', deposit.userId] });
    },
    // Someone else decided first: show the deposit as it now is.
    onError: () => void queryClient.invalidateQueries({ queryKey: adminDepositQueryKey(id) }),
  });
}
