import type { signInBody } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { asksForSecondStep } from '../lib/two-factor-answer.ts';
import { sessionQueryKey } from './get-session.ts';

export function signIn(body: z.output<typeof signInBody>): Promise<unknown> {
  return api.post('/api/auth/sign-in/email', body);
}

/** The password: it opens a session, or asks for the second step (asksForSecondStep). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Stay pending until the new session is known, so the button spins until the redirect.
    onSuccess: (answer) =>
      asksForSecondStep(answer)
        ? undefined
        : queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
