import { type MeResponse, meResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get('/api/me', { schema: meResponse, signal });
}

/** Keyed by user id so one user's profile can never be shown to the next one to sign in. */
export function meQueryKey(userId: string) {
  return ['me', userId] as const;
}

export function meQueryOptions(userId: string) {
  return queryOptions({
    queryKey: meQueryKey(userId),
    queryFn: ({ signal }) => getMe(signal),
  });
}

export function useMe(userId: string) {
  return useQuery(meQueryOptions(userId));
}
