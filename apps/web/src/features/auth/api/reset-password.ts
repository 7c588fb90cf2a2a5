import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

interface ResetPasswordInput {
  newPassword: string;
  token: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return api.post('/api/auth/reset-password', input);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // A reset ends every session of that user, possibly including this browser's.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
