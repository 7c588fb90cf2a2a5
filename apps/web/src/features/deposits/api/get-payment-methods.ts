import { type PaymentMethodListResponse, paymentMethodListResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

/** GET /api/payment-methods: the methods a user may pay with now (active ones). */
export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodListResponse> {
  return api.get('/api/payment-methods', { schema: paymentMethodListResponse, signal });
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: [MONEY_QUERY_ROOTS.paymentMethods, 'active'] as const,
    queryFn: ({ signal }) => getPaymentMethods(signal),
  });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
