import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

/** POST /api/auth/revoke-other-sessions (Better Auth): every browser but this one signs out. */
export function endOtherSessions(): Promise<unknown> {
  return api.post('/api/auth/revoke-other-sessions', {});
}

export function useEndOtherSessions(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey(userId) }),
  });
}
