import { type Deposit, depositSchema } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';
import { depositQueryKey } from './get-deposit.ts';

export interface CancelDepositInput {
  depositId: string;
  idempotencyKey: string;
}

/** POST /api/deposits/{id}/cancel: withdraws an invoice staff have not decided on. */
export function cancelDeposit({ depositId, idempotencyKey }: CancelDepositInput): Promise<Deposit> {
  return api.post(`/api/deposits/${encodeURIComponent(depositId)}/cancel`, undefined, {
    schema: depositSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCancelDeposit(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDeposit,
    onSuccess: (deposit) => {
      queryClient.setQueryData(depositQueryKey(userId, deposit.id), deposit);
      void queryClient.invalidateQueries({
        queryKey: [MONEY_QUERY_ROOTS.deposits, userId, 'list'],
      });
    },
  });
}
