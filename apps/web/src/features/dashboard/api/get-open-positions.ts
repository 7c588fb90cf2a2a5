import { type PositionListResponse, positionListResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

/** The most open positions the dashboard sums; the API's largest page. */
export const OPEN_POSITIONS_LIMIT = 100;

/** GET /api/positions?status=open&size=100: the signed-in user's open positions, newest first. */
export function getOpenPositions(signal?: AbortSignal): Promise<PositionListResponse> {
  return api.get(`/api/positions?status=open&size=${OPEN_POSITIONS_LIMIT}`, {
    schema: positionListResponse,
    signal,
  });
}

/** Under the positions root: every position event (opened, closed by anyone) refreshes it. */
export function openPositionsQueryKey(userId: string) {
  return [MONEY_QUERY_ROOTS.positions, userId, 'dashboard-open'] as const;
}

export function openPositionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: openPositionsQueryKey(userId),
    queryFn: ({ signal }) => getOpenPositions(signal),
  });
}

export function useOpenPositions(userId: string) {
  return useQuery(openPositionsQueryOptions(userId));
}
