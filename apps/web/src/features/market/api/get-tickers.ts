import { type Ticker, tickersResponse } from '@kapital/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export async function getTickers(signal?: AbortSignal): Promise<Ticker[]> {
  const { tickers } = await api.get('/api/market/tickers', { schema: tickersResponse, signal });
  return tickers;
}

export const tickersQueryKey = ['market', 'tickers'] as const;

/** The first prices come from here; the WebSocket's ticks replace them once a second. */
export function tickersQueryOptions() {
  return queryOptions({
    queryKey: tickersQueryKey,
    queryFn: ({ signal }) => getTickers(signal),
  });
}

export function useTickers() {
  return useQuery(tickersQueryOptions());
}

/** Applies a tick pushed by the server, without a refetch. */
export function setCachedTickers(queryClient: QueryClient, tickers: Ticker[]): void {
  queryClient.setQueryData(tickersQueryKey, tickers);
}
