import { type Withdrawal, withdrawalSchema } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

export function getWithdrawal(id: string, signal?: AbortSignal): Promise<Withdrawal> {
  return api.get(`/api/withdrawals/${encodeURIComponent(id)}`, {
    schema: withdrawalSchema,
    signal,
  });
}

/** Under the withdrawals root, so an invoice event (paid, rejected) refreshes an open receipt. */
export function withdrawalQueryKey(userId: string, id: string) {
  return [MONEY_QUERY_ROOTS.withdrawals, userId, 'detail', id] as const;
}

export function useWithdrawal(userId: string, id: string) {
  return useQuery(
    queryOptions({
      queryKey: withdrawalQueryKey(userId, id),
      queryFn: ({ signal }) => getWithdrawal(id, signal),
    }),
  );
}
