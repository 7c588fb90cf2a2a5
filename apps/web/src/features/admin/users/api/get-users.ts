import { type AdminUsersResponse, adminUsersResponse } from '@kapital/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryString } from '@/lib/query-string.ts';

export interface UsersQuery {
  q: string;
  /** From 1. */
  page: number;
  size: number;
}

export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<AdminUsersResponse> {
  return apiRequest(`/api/admin/users${queryString({ ...query })}`, {
    schema: adminUsersResponse,
    signal,
  });
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: ['admin', 'users', query] as const,
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
