import { type Deposit, depositSchema } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

/** GET /api/deposits/{id}: one of the user's deposit invoices. */
export function getDeposit(id: string, signal?: AbortSignal): Promise<Deposit> {
  return api.get(`/api/deposits/${encodeURIComponent(id)}`, { schema: depositSchema, signal });
}

export function depositQueryKey(userId: string, id: string) {
  return [MONEY_QUERY_ROOTS.deposits, userId, 'detail', id] as const;
}

export const depositQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: depositQueryKey(userId, id),
    queryFn: ({ signal }) => getDeposit(id, signal),
  });

export function useDeposit(userId: string, id: string) {
  return useQuery(depositQueryOptions(userId, id));
}
