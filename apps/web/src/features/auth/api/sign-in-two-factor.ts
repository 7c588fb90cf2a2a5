import type { SignInTwoFactorBody } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

/**
 * POST /api/account/sign-in/two-factor: the code (or a backup code) after the password; with
 * `trustBrowser` this browser skips the code for 30 days.
 */
export function signInTwoFactor(body: Required<SignInTwoFactorBody>): Promise<unknown> {
  return api.post('/api/account/sign-in/two-factor', body);
}

export function useSignInTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInTwoFactor,
    // Pending until the new session is known, as after the password.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
