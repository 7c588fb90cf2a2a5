import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client.ts';

/** The part of Better Auth's get-session answer the web app relies on; null when signed out. */
const sessionResponse = z
  .object({
    user: z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean() }),
  })
  .nullable();
export type AuthSession = NonNullable<z.infer<typeof sessionResponse>>;

export function getSession(signal?: AbortSignal): Promise<AuthSession | null> {
  return api.get('/api/auth/get-session', { schema: sessionResponse, signal });
}

export const sessionQueryKey = ['auth', 'session'] as const;

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    // This app refreshes the session itself after sign-in, sign-out and registration. What
    // changes elsewhere (the e-mail link opened in another tab, a sign-out in another tab)
    // is picked up when the person comes back to this tab.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: 'always',
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
