import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { setCachedProfile } from './set-cached-profile.ts';

export function removeAvatar(): Promise<unknown> {
  return apiRequest('/api/profile/avatar', { method: 'DELETE' });
}

export function useRemoveAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: () => setCachedProfile(queryClient, userId, { photoURL: null }),
  });
}
