import { type FundsResponse, fundsResponse } from '@kapital/shared';
import type { UserAccountKind } from '@kapital/shared/constants';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function getFunds(signal?: AbortSignal): Promise<FundsResponse> {
  return api.get('/api/funds', { schema: fundsResponse, signal });
}

/** Keyed by user id, as the profile is, so one user's money is never shown to the next. */
export function fundsQueryKey(userId: string) {
  return ['funds', userId] as const;
}

export function fundsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: fundsQueryKey(userId),
    queryFn: ({ signal }) => getFunds(signal),
  });
}

export function useFunds(userId: string) {
  return useQuery(fundsQueryOptions(userId));
}

/** Applies one account's balance pushed by the server, without a refetch. */
export function setCachedFund(
  queryClient: QueryClient,
  userId: string,
  account: UserAccountKind,
  balance: string,
): void {
  queryClient.setQueryData<FundsResponse>(
    fundsQueryKey(userId),
    (funds) => funds && { ...funds, [account]: balance },
  );
}
