import { type FundMoveBody, type FundsResponse, fundsResponse } from '@kapital/shared';
import type { SideFund } from '@kapital/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { BALANCE_DEPENDENT_ROOTS } from '@/lib/money-query-keys.ts';
import { setCachedWalletBalance } from '@/lib/set-cached-balance.ts';
import { fundsQueryKey } from './get-funds.ts';

export interface MoveToWalletInput {
  body: FundMoveBody;
  /** One per intended move: a retry of the same submit sends the same key. */
  idempotencyKey: string;
}

/** POST /api/funds/{fund}/move: the amount leaves the bonus or profit fund for the wallet. */
export function moveToWallet(
  fund: SideFund,
  { body, idempotencyKey }: MoveToWalletInput,
): Promise<FundsResponse> {
  return api.post(`/api/funds/${fund}/move`, body, {
    schema: fundsResponse,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useMoveToWallet(userId: string, fund: SideFund) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveToWalletInput) => moveToWallet(fund, input),
    onSuccess: (funds) => {
      // The answer holds the new balances: the cards and the header change without a refetch.
      queryClient.setQueryData(fundsQueryKey(userId), funds);
      setCachedWalletBalance(queryClient, userId, funds.wallet);
      for (const root of BALANCE_DEPENDENT_ROOTS) {
        void queryClient.invalidateQueries({ queryKey: [root] });
      }
    },
  });
}
