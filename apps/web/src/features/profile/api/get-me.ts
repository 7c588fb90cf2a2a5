import { type MeResponse, meResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { meQueryKey } from '@/lib/me-query-key.ts';

export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get('/api/me', { schema: meResponse, signal });
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
