import { type TradingAccount, tradingAccountResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

/** GET /api/trading/account: Real (the wallet) or Free (the demo account), its balance and fee. */
export function getTradingAccount(signal?: AbortSignal): Promise<TradingAccount> {
  return api.get('/api/trading/account', { schema: tradingAccountResponse, signal });
}

export const tradingAccountQueryKey = (userId: string) =>
  [MONEY_QUERY_ROOTS.tradingAccount, userId] as const;

export function tradingAccountQueryOptions(userId: string) {
  return queryOptions({
    queryKey: tradingAccountQueryKey(userId),
    queryFn: ({ signal }) => getTradingAccount(signal),
  });
}

export function useTradingAccount(userId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...tradingAccountQueryOptions(userId), ...options });
}
