import {
  type PublicSettings,
  publicSettingsSchema,
  type UpdateAdminSettingsBody,
} from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** PATCH /api/admin/settings: only the settings sent change. */
export function updateSettings(body: UpdateAdminSettingsBody): Promise<PublicSettings> {
  return apiRequest('/api/admin/settings', {
    method: 'PATCH',
    body,
    schema: publicSettingsSchema,
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] }),
  });
}
