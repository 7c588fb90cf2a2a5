import { type AdminSettingsResponse, adminSettingsResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function getAdminSettings(signal?: AbortSignal): Promise<AdminSettingsResponse> {
  return apiRequest('/api/admin/settings', { schema: adminSettingsResponse, signal });
}

export const adminSettingsQueryKey = ['admin', 'settings'] as const;

export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminSettingsQueryKey,
    queryFn: ({ signal }) => getAdminSettings(signal),
  });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
