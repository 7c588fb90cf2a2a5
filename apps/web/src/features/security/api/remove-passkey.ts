import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { securityQueryKey } from '@/lib/second-step.ts';

/** DELETE /api/security/passkeys/{id}: the passkey no longer signs in to Kapital. */
export function removePasskey(id: string): Promise<unknown> {
  return apiRequest(`/api/security/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryKey }),
  });
}
