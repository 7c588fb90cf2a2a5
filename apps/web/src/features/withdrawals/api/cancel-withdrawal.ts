import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

export interface CancelWithdrawalInput {
  id: string;
  /** One per intended cancel: a retry after a timeout sends the same key. */
  idempotencyKey: string;
}

/** POST /api/withdrawals/{id}/cancel: while pending, the held money returns to its fund. */
export function cancelWithdrawal({ id, idempotencyKey }: CancelWithdrawalInput): Promise<unknown> {
  return api.post(
    `/api/withdrawals/${encodeURIComponent(id)}/cancel`,
    {},
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function useCancelWithdrawal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    // The receipt, the list and the balances all change. Not awaited: the refreshed receipt
    // drops the cancel button, and the caller's own onSuccess must still run first.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_ROOTS.withdrawals, userId] });
      void queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_ROOTS.withdrawalTerms] });
    },
  });
}
