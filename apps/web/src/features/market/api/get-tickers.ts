import { type Ticker, tickersResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export async function getTickers(signal?: AbortSignal): Promise<Ticker[]> {
  const { tickers } = await api.get('/api/market/tickers', { schema: tickersResponse, signal });
  return tickers;
}

export const tickersQueryKey = ['market', 'tickers'] as const;

/**
 * The pairs and their first prices; the WebSocket's ticks go to `liveTickers`, which the
 * quotes read, so a tick does not touch this query.
 */
export function tickersQueryOptions() {
  return queryOptions({
    queryKey: tickersQueryKey,
    queryFn: ({ signal }) => getTickers(signal),
  });
}

export function useTickers() {
  return useQuery(tickersQueryOptions());
}
