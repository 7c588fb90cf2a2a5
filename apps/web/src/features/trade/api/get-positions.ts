import {
  type CloseReason,
  type PositionListResponse,
  positionListResponse,
  type TradingMode,
} from '@kapital/shared';
import type { PairSymbol } from '@kapital/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';
import { queryString } from '@/lib/query-string.ts';

export interface PositionsRequest {
  status: 'open' | 'closed';
  /** One mode's positions (Real or Free); both when left out. */
  mode?: TradingMode | null;
  symbol?: PairSymbol | null;
  reason?: CloseReason | null;
  page: number;
  size: number;
}

/** GET /api/positions?status=&mode=&symbol=&reason=&page=&size=: newest first. */
export function getPositions(
  { status, mode, symbol, reason, page, size }: PositionsRequest,
  signal?: AbortSignal,
): Promise<PositionListResponse> {
  const query = queryString({ status, mode, symbol, reason, page, size });
  return api.get(`/api/positions${query}`, { schema: positionListResponse, signal });
}

export function positionsQueryKey(userId: string, request: PositionsRequest) {
  return [
    MONEY_QUERY_ROOTS.positions,
    userId,
    request.status,
    request.mode ?? 'all',
    request.symbol ?? 'all',
    request.reason ?? 'all',
    request.page,
    request.size,
  ] as const;
}

export function positionsQueryOptions(userId: string, request: PositionsRequest) {
  return queryOptions({
    queryKey: positionsQueryKey(userId, request),
    queryFn: ({ signal }) => getPositions(request, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function usePositions(
  userId: string,
  request: PositionsRequest,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...positionsQueryOptions(userId, request), ...options });
}

/** The most rows a CSV export reads, page by page. */
export const EXPORT_LIMIT = 1000;
const EXPORT_PAGE_SIZE = 100;

/** Every closed position matching the filters, up to EXPORT_LIMIT, for the CSV export. */
export async function getAllClosedPositions(
  filters: Pick<PositionsRequest, 'mode' | 'symbol' | 'reason'>,
): Promise<PositionListResponse['items']> {
  const rows: PositionListResponse['items'] = [];
  for (let page = 1; rows.length < EXPORT_LIMIT; page += 1) {
    const answer = await getPositions({
      status: 'closed',
      ...filters,
      page,
      size: EXPORT_PAGE_SIZE,
    });
    rows.push(...answer.items);
    if (answer.items.length < EXPORT_PAGE_SIZE || rows.length >= answer.total) break;
  }
  return rows.slice(0, EXPORT_LIMIT);
}
