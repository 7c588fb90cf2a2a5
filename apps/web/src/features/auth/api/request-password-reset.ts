import type { forgotPasswordBody } from '@kapital/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { paths } from '@/config/paths.ts';
import { api } from '@/lib/api-client.ts';

export function requestPasswordReset({
  email,
}: z.output<typeof forgotPasswordBody>): Promise<unknown> {
  return api.post('/api/auth/request-password-reset', {
    email,
    redirectTo: paths.resetPassword,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
