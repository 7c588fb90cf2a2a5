import { type CreatePriceAlertBody, type PriceAlert, priceAlertSchema } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { priceAlertsQueryRoot } from './get-price-alerts.ts';

/** POST /api/price-alerts: checked against the pair's price on the server as well. */
export function createPriceAlert(body: CreatePriceAlertBody): Promise<PriceAlert> {
  return api.post('/api/price-alerts', body, { schema: priceAlertSchema });
}

export function useCreatePriceAlert(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPriceAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: priceAlertsQueryRoot(userId) }),
  });
}
