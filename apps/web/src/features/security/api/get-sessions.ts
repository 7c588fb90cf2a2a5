import { type SessionListResponse, sessionListResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function getSessions(signal?: AbortSignal): Promise<SessionListResponse> {
  return api.get('/api/sessions', { schema: sessionListResponse, signal });
}

/** Keyed by user id, so one user's browsers are never listed to the next to sign in. */
export function sessionsQueryKey(userId: string) {
  return ['sessions', userId] as const;
}

/** GET /api/sessions: the browsers signed in to the account, this one marked. */
export function useSessions(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: sessionsQueryKey(userId),
      queryFn: ({ signal }) => getSessions(signal),
    }),
  );
}
