import { avatarResponse } from '@kapital/shared';
import { AVATAR_FIELD } from '@kapital/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { postWithUploadProgress } from '@/lib/post-with-upload-progress.ts';
import { setCachedProfile } from './set-cached-profile.ts';

export interface UploadAvatarInput {
  file: Blob;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

export function uploadAvatar({
  file,
  onProgress,
  signal,
}: UploadAvatarInput): Promise<z.infer<typeof avatarResponse>> {
  const body = new FormData();
  body.append(AVATAR_FIELD, file);
  return postWithUploadProgress('/api/profile/avatar', body, {
    schema: avatarResponse,
    onProgress,
    signal,
  });
}

export function useUploadAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    // The header's avatar reads the cached profile.
    onSuccess: ({ photoURL }) => setCachedProfile(queryClient, userId, { photoURL }),
  });
}
