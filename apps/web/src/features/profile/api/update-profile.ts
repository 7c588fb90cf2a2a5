import { type Profile, profileSchema, type updateProfileBody } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { setCachedProfile } from './set-cached-profile.ts';

export function updateProfile(body: z.output<typeof updateProfileBody>): Promise<Profile> {
  return apiRequest('/api/profile', { method: 'PUT', body, schema: profileSchema });
}

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The header's name and the balance's currency follow from the cached profile.
    onSuccess: (profile) => setCachedProfile(queryClient, userId, profile),
  });
}
