import { type TradingAccount, tradingAccountResponse } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { tradingAccountQueryKey } from './get-trading-account.ts';

/** POST /api/trading/demo/reset: the demo balance back to the settings' demo balance, once a day. */
export function resetDemo(idempotencyKey: string): Promise<TradingAccount> {
  return api.post('/api/trading/demo/reset', undefined, {
    schema: tradingAccountResponse,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useResetDemo(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetDemo,
    onSuccess: (account) => {
      queryClient.setQueryData(tradingAccountQueryKey(userId), account);
    },
  });
}
