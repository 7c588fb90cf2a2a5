import { type BankDetailsResponse, bankDetailsResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

export function getBank(signal?: AbortSignal): Promise<BankDetailsResponse> {
  return api.get('/api/bank', { schema: bankDetailsResponse, signal });
}

/** Keyed by user id so one user's bank account is never shown to the next to sign in. */
export function bankQueryKey(userId: string) {
  return [MONEY_QUERY_ROOTS.bank, userId] as const;
}

export function useBank(userId: string) {
  return useQuery(
    queryOptions({ queryKey: bankQueryKey(userId), queryFn: ({ signal }) => getBank(signal) }),
  );
}
