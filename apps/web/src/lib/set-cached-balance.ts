import type { MeResponse } from '@kapital/shared';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/lib/me-query-key.ts';

/** Applies a wallet balance pushed by the server to the cached profile, without a refetch. */
export function setCachedWalletBalance(
  queryClient: QueryClient,
  userId: string,
  balance: string,
): void {
  queryClient.setQueryData<MeResponse>(meQueryKey(userId), (me) => me && { ...me, balance });
}
