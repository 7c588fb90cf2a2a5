import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ResponseSchema } from '@/lib/api-client.ts';
import { isRecord } from '@/lib/is-record.ts';

/** The part of Better Auth's get-session answer the web app relies on; null when signed out. */
export interface AuthSession {
  user: { id: string; email: string; emailVerified: boolean };
}

/** Checked by hand rather than with zod: every page asks for the session before anything else. */
const sessionResponse: ResponseSchema<AuthSession | null> = {
  safeParse(data) {
    if (data === null) return { success: true, data: null };
    const user = isRecord(data) && isRecord(data.user) ? data.user : null;
    if (
      typeof user?.id !== 'string' ||
      typeof user.email !== 'string' ||
      typeof user.emailVerified !== 'boolean'
    ) {
      return { success: false };
    }
    return {
      success: true,
      data: { user: { id: user.id, email: user.email, emailVerified: user.emailVerified } },
    };
  },
};

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
