import {
  type CreatePaymentMethodBody,
  type PaymentMethod,
  paymentMethodSchema,
  type UpdatePaymentMethodBody,
} from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

export type SavePaymentMethodInput =
  | { id: null; body: CreatePaymentMethodBody }
  | { id: string; body: UpdatePaymentMethodBody };

/** POST /api/admin/payment-methods for a new method, PATCH /api/admin/payment-methods/{id} for a change. */
export function savePaymentMethod({ id, body }: SavePaymentMethodInput): Promise<PaymentMethod> {
  return id === null
    ? apiRequest('/api/admin/payment-methods', {
        method: 'POST',
        body,
        schema: paymentMethodSchema,
      })
    : apiRequest(`/api/admin/payment-methods/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
        schema: paymentMethodSchema,
      });
}

export function useSavePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentMethod,
    // Staff's list and any open add-balance form both read the methods.
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_ROOTS.paymentMethods] }),
  });
}
