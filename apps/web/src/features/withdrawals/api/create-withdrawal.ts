import { type CreateWithdrawalBody, type Withdrawal, withdrawalSchema } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';
import { withdrawalQueryKey } from './get-withdrawal.ts';

export interface CreateWithdrawalInput {
  body: CreateWithdrawalBody;
  /** One per intended withdrawal: a retry of the same confirmation sends the same key. */
  idempotencyKey: string;
  /** The fresh second step's header, from useSecondStep('withdrawal').prove(). */
  secondStep: Record<string, string>;
}

/** POST /api/withdrawals: the amount moves from the source fund to a hold at once. */
export function createWithdrawal({
  body,
  idempotencyKey,
  secondStep,
}: CreateWithdrawalInput): Promise<Withdrawal> {
  return api.post('/api/withdrawals', body, {
    schema: withdrawalSchema,
    headers: { ...secondStep, 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateWithdrawal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: (withdrawal) => {
      // The receipt opens from the answer, without asking again.
      queryClient.setQueryData(withdrawalQueryKey(userId, withdrawal.id), withdrawal);
      void queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_ROOTS.withdrawalTerms] });
      void queryClient.invalidateQueries({
        queryKey: [MONEY_QUERY_ROOTS.withdrawals, userId, 'list'],
      });
    },
  });
}
