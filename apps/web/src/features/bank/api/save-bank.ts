import {
  type BankDetailsResponse,
  bankDetailsResponse,
  type SaveBankDetailsBody,
} from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';
import { bankQueryKey } from './get-bank.ts';

export interface SaveBankInput {
  body: SaveBankDetailsBody;
  /** The fresh second step's header, from useSecondStep('bank').prove(). */
  secondStep: Record<string, string>;
}

/**
 * PUT /api/bank: the password re-authenticates, with a fresh second step when one is set up; a
 * change closes withdrawals for 24 h.
 */
export function saveBank({ body, secondStep }: SaveBankInput): Promise<BankDetailsResponse> {
  return api.put('/api/bank', body, { schema: bankDetailsResponse, headers: secondStep });
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
