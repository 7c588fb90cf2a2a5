import { type CandleInterval, type CandlesResponse, candlesResponse } from '@kapital/shared';
import type { PairSymbol } from '@kapital/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MARKET_QUERY_ROOT } from '@/lib/market/candle-stream.ts';

/** Candles the chart asks for: enough to fill a wide screen at any interval. */
export const CANDLE_LIMIT = 200;

export async function getCandles(
  symbol: PairSymbol,
  interval: CandleInterval,
  limit: number,
  signal?: AbortSignal,
): Promise<CandlesResponse> {
  const query = new URLSearchParams({ interval, limit: String(limit) });
  return api.get(`/api/market/candles/${encodeURIComponent(symbol)}?${query}`, {
    schema: candlesResponse,
    signal,
  });
}

export const candlesQueryKey = (symbol: PairSymbol, interval: CandleInterval) =>
  [MARKET_QUERY_ROOT, 'candles', symbol, interval] as const;

/**
 * A pair's history at one interval. The WebSocket's forming candles move it on from then on
 * (useLiveCandles), so the history is read once per pair and interval, again when the screen is
 * opened anew, and after the socket reconnects.
 */
export function candlesQueryOptions(symbol: PairSymbol, interval: CandleInterval) {
  return queryOptions({
    queryKey: candlesQueryKey(symbol, interval),
    queryFn: ({ signal }) => getCandles(symbol, interval, CANDLE_LIMIT, signal),
    staleTime: 0,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
  });
}

export function useCandles(symbol: PairSymbol, interval: CandleInterval) {
  return useQuery(candlesQueryOptions(symbol, interval));
}
