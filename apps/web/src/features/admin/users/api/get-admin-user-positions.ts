import { type PositionListResponse, positionListResponse } from '@kapital/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryString } from '@/lib/query-string.ts';

export interface AdminUserPositionsRequest {
  status: 'open' | 'closed';
  /** From 1. */
  page: number;
  size: number;
}

/** GET /api/admin/users/{userId}/positions?status=&page=&size=: newest first. */
export function getAdminUserPositions(
  userId: string,
  request: AdminUserPositionsRequest,
  signal?: AbortSignal,
): Promise<PositionListResponse> {
  return apiRequest(
    `/api/admin/users/${encodeURIComponent(userId)}/positions${queryString({ ...request })}`,
    { schema: positionListResponse, signal },
  );
}

export const adminUserPositionsQueryOptions = (
  userId: string,
  request: AdminUserPositionsRequest,
) =>
  queryOptions({
    queryKey: ['admin', 'user', userId, 'positions', request] as const,
    queryFn: ({ signal }) => getAdminUserPositions(userId, request, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminUserPositions(userId: string, request: AdminUserPositionsRequest) {
  return useQuery(adminUserPositionsQueryOptions(userId, request));
}
