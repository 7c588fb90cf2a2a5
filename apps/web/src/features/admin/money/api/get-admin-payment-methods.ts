import { type PaymentMethodListResponse, paymentMethodListResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

/** GET /api/admin/payment-methods: every method, active or not. */
export function getAdminPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodListResponse> {
  return apiRequest('/api/admin/payment-methods', { schema: paymentMethodListResponse, signal });
}

export const adminPaymentMethodsQueryKey = [MONEY_QUERY_ROOTS.paymentMethods, 'admin'] as const;

export const adminPaymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: adminPaymentMethodsQueryKey,
    queryFn: ({ signal }) => getAdminPaymentMethods(signal),
  });

export function useAdminPaymentMethods() {
  return useQuery(adminPaymentMethodsQueryOptions());
}
