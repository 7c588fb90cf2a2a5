import { type AdminStatementResponse, adminStatementResponse } from '@kapital/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryString } from '@/lib/query-string.ts';

export type FundAccount = 'wallet' | 'bonus' | 'profit' | 'demo';

const PAGE_SIZE = 20;

export function getUserStatement(
  userId: string,
  account: FundAccount,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminStatementResponse> {
  return apiRequest(
    `/api/admin/users/${encodeURIComponent(userId)}/statement${queryString({ account, cursor, size: PAGE_SIZE })}`,
    { schema: adminStatementResponse, signal },
  );
}

export const userStatementQueryOptions = (userId: string, account: FundAccount) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'user', userId, 'statement', account] as const,
    queryFn: ({ signal, pageParam }) => getUserStatement(userId, account, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useUserStatement(userId: string, account: FundAccount) {
  return useInfiniteQuery(userStatementQueryOptions(userId, account));
}
