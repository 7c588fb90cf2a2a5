import { type CreateDepositBody, type Deposit, depositSchema } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';
import { depositQueryKey } from './get-deposit.ts';

export interface CreateDepositInput {
  body: CreateDepositBody;
  /** The same for a retry of the same intended invoice, so the server issues it once. */
  idempotencyKey: string;
}

/** POST /api/deposits: issues a deposit invoice with its payment instructions. */
export function createDeposit({ body, idempotencyKey }: CreateDepositInput): Promise<Deposit> {
  return api.post('/api/deposits', body, {
    schema: depositSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateDeposit(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: (deposit) => {
      queryClient.setQueryData(depositQueryKey(userId, deposit.id), deposit);
      void queryClient.invalidateQueries({
        queryKey: [MONEY_QUERY_ROOTS.deposits, userId, 'list'],
      });
    },
  });
}
