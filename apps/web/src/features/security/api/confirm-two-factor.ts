import type { ConfirmTwoFactorBody } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { securityQueryKey } from '@/lib/second-step.ts';

/** POST /api/security/two-factor/confirm: the first code from the app turns two-step on. */
export function confirmTwoFactor(body: ConfirmTwoFactorBody): Promise<unknown> {
  return api.post('/api/security/two-factor/confirm', body);
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryKey }),
  });
}
