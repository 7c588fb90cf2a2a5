import type { DisableTwoFactorBody } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { securityQueryKey } from '@/lib/second-step.ts';

export interface DisableTwoFactorInput {
  body: DisableTwoFactorBody;
  /** The fresh second step's header, from useSecondStep('two-factor-off').prove(). */
  secondStep: Record<string, string>;
}

/** POST /api/security/two-factor/disable: the password and a fresh second step. */
export function disableTwoFactor({ body, secondStep }: DisableTwoFactorInput): Promise<unknown> {
  return api.post('/api/security/two-factor/disable', body, { headers: secondStep });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryKey }),
  });
}
