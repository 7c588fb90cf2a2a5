import { type AuditListResponse, auditListResponse } from '@kapital/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryString } from '@/lib/query-string.ts';

export interface AuditFilters {
  action?: string;
  actorId?: string;
  targetType?: string;
  targetId?: string;
  /** ISO date-times, inclusive. */
  from?: string;
  to?: string;
}

export function getAudit(
  filters: AuditFilters,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<AuditListResponse> {
  return apiRequest(`/api/admin/audit${queryString({ ...filters, page, size })}`, {
    schema: auditListResponse,
    signal,
  });
}

export const auditQueryOptions = (filters: AuditFilters, page: number, size: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters, page, size] as const,
    queryFn: ({ signal }) => getAudit(filters, page, size, signal),
    placeholderData: keepPreviousData,
  });

export function useAudit(filters: AuditFilters, page: number, size: number) {
  return useQuery(auditQueryOptions(filters, page, size));
}
