import { type Investment, investmentSchema } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

/** GET /api/investments/{id}: one of the person's investments with its invoice; 404 otherwise. */
export function getInvestment(id: string, signal?: AbortSignal): Promise<Investment> {
  return api.get(`/api/investments/${encodeURIComponent(id)}`, {
    schema: investmentSchema,
    signal,
  });
}

/** Under the investments root, so each payout's invoice event refreshes an open invoice. */
export function investmentQueryKey(userId: string, id: string) {
  return [MONEY_QUERY_ROOTS.investments, userId, 'detail', id] as const;
}

export function useInvestment(userId: string, id: string) {
  return useQuery(
    queryOptions({
      queryKey: investmentQueryKey(userId, id),
      queryFn: ({ signal }) => getInvestment(id, signal),
    }),
  );
}

/** The server's PDF of an investment's invoice. */
export function investmentPdfUrl(id: string): string {
  return `/api/investments/${encodeURIComponent(id)}/pdf`;
}
