import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadChunk } from '@/lib/chunk-load.ts';
import { sessionQueryKey } from '../api/get-session.ts';

/**
 * Signs in with a passkey instead of the password. The ceremony and its library download on the
 * first try, not with the sign-in page; a failure is an ApiError worded for people.
 */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const steps = await loadChunk(
        'sign-in-steps',
        () => import('../components/sign-in-steps.ts'),
      );
      await steps.signInWithPasskey();
    },
    // Pending until the new session is known, as after the password.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
