import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { priceAlertsQueryRoot } from './get-price-alerts.ts';

/** DELETE /api/price-alerts/{id}: watching or fired. */
export function deletePriceAlert(id: string): Promise<unknown> {
  return apiRequest(`/api/price-alerts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePriceAlert(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePriceAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: priceAlertsQueryRoot(userId) }),
  });
}
