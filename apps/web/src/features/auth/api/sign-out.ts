import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

export function signOut(): Promise<unknown> {
  return api.post('/api/auth/sign-out', {});
}

/**
 * Clears the query cache of everything the signed-out user could see and records the session
 * as signed out. The session entry is updated in place rather than removed so that the
 * screens watching it re-render and leave for /login.
 */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, null);
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}
