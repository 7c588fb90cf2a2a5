import { type KycStatusResponse, kycStatusResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function getKyc(signal?: AbortSignal): Promise<KycStatusResponse> {
  return api.get('/api/kyc', { schema: kycStatusResponse, signal });
}

/** Keyed by user id so one user's verification can never be shown to the next to sign in. */
export function kycQueryKey(userId: string) {
  return ['kyc', userId] as const;
}

export function useKyc(userId: string) {
  return useQuery(
    queryOptions({ queryKey: kycQueryKey(userId), queryFn: ({ signal }) => getKyc(signal) }),
  );
}
