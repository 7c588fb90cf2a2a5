import { type SignInHistory, signInHistoryResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function getSignIns(signal?: AbortSignal): Promise<SignInHistory> {
  return api.get('/api/security/sign-ins', { schema: signInHistoryResponse, signal });
}

/** Keyed by user id, so one user's history is never shown to the next to sign in. */
export function signInsQueryKey(userId: string) {
  return ['sign-ins', userId] as const;
}

/** GET /api/security/sign-ins: the last SIGN_IN_HISTORY_SIZE attempts, newest first. */
export function useSignIns(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: signInsQueryKey(userId),
      queryFn: ({ signal }) => getSignIns(signal),
    }),
  );
}
