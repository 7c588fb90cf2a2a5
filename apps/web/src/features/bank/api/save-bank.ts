import {
  type BankDetailsResponse,
  bankDetailsResponse,
  type SaveBankDetailsBody,
} from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';
import { bankQueryKey } from './get-bank.ts';

/** PUT /api/bank: the password re-authenticates; a change closes withdrawals for 24 h. */
export function saveBank(body: SaveBankDetailsBody): Promise<BankDetailsResponse> {
  return api.put('/api/bank', body, { schema: bankDetailsResponse });
}

export function useSaveBank(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBank,
    onSuccess: (saved) => {
      queryClient.setQueryData(bankQueryKey(userId), saved);
      // The withdrawal form shows the account and whether withdrawals are open.
      void queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_ROOTS.withdrawalTerms] });
    },
  });
}
