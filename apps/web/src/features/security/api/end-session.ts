import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

/** DELETE /api/sessions/{id}: that browser is signed out, and its open pages go to sign-in. */
export function endSession(id: string): Promise<unknown> {
  return apiRequest(`/api/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useEndSession(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey(userId) }),
  });
}
