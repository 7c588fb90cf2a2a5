import { type PriceAlertList, priceAlertListResponse } from '@kapital/shared';
import type { PairSymbol } from '@kapital/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';
import { queryString } from '@/lib/query-string.ts';

/**
 * Every price-alert list of one user; keyed by user so one user's alerts never show to the next.
 * A notice arriving refreshes them all (NOTICE_DEPENDENT_ROOTS): a fired alert is one.
 */
export const priceAlertsQueryRoot = (userId: string) =>
  [MONEY_QUERY_ROOTS.priceAlerts, userId] as const;

/** GET /api/price-alerts?symbol=: the user's alerts on one pair, newest first. */
export function getPriceAlerts(symbol: PairSymbol, signal?: AbortSignal): Promise<PriceAlertList> {
  return api.get(`/api/price-alerts${queryString({ symbol })}`, {
    schema: priceAlertListResponse,
    signal,
  });
}

export function priceAlertsQueryOptions(userId: string, symbol: PairSymbol) {
  return queryOptions({
    queryKey: [...priceAlertsQueryRoot(userId), symbol] as const,
    queryFn: ({ signal }) => getPriceAlerts(symbol, signal),
  });
}

export function usePriceAlerts(userId: string, symbol: PairSymbol) {
  return useQuery(priceAlertsQueryOptions(userId, symbol));
}
