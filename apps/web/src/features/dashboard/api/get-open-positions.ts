import { type PositionListResponse, positionListResponse, type TradingMode } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

/** The most open positions the dashboard sums; the API's largest page. */
export const OPEN_POSITIONS_LIMIT = 100;

/**
 * GET /api/positions?status=open&mode=&size=100: the signed-in user's open positions in one
 * mode, newest first.
 */
export function getOpenPositions(
  mode: TradingMode,
  signal?: AbortSignal,
): Promise<PositionListResponse> {
  return api.get(`/api/positions?status=open&mode=${mode}&size=${OPEN_POSITIONS_LIMIT}`, {
    schema: positionListResponse,
    signal,
  });
}

/** Under the positions root: every position event (opened, closed by anyone) refreshes it. */
export function openPositionsQueryKey(userId: string, mode: TradingMode) {
  return [MONEY_QUERY_ROOTS.positions, userId, 'dashboard-open', mode] as const;
}

export function openPositionsQueryOptions(userId: string, mode: TradingMode) {
  return queryOptions({
    queryKey: openPositionsQueryKey(userId, mode),
    queryFn: ({ signal }) => getOpenPositions(mode, signal),
  });
}

export function useOpenPositions(userId: string, mode: TradingMode) {
  return useQuery(openPositionsQueryOptions(userId, mode));
}
