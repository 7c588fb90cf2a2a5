import { type CreateInvestmentBody, type Investment, investmentSchema } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';
import { investmentQueryKey } from './get-investment.ts';

export interface CreateInvestmentInput {
  body: CreateInvestmentBody;
  /** One per intended investment: a retry of the same confirmation sends the same key. */
  idempotencyKey: string;
}

/** POST /api/investments: the amount moves from the wallet to escrow and the invoice is issued. */
export function createInvestment({
  body,
  idempotencyKey,
}: CreateInvestmentInput): Promise<Investment> {
  return api.post('/api/investments', body, {
    schema: investmentSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateInvestment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvestment,
    onSuccess: (investment) => {
      // The invoice opens from the answer, without asking again.
      queryClient.setQueryData(investmentQueryKey(userId, investment.id), investment);
      void queryClient.invalidateQueries({
        queryKey: [MONEY_QUERY_ROOTS.investments, userId],
        predicate: (query) => query.queryKey[2] !== 'detail',
      });
    },
  });
}
