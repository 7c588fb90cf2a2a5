import { type MailPreferences, mailPreferencesSchema } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function getMailPreferences(signal?: AbortSignal): Promise<MailPreferences> {
  return api.get('/api/profile/mail-preferences', { schema: mailPreferencesSchema, signal });
}

/** Keyed by user id, so one user's choices are never shown to the next to sign in. */
export function mailPreferencesQueryKey(userId: string) {
  return ['mail-preferences', userId] as const;
}

export function mailPreferencesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: mailPreferencesQueryKey(userId),
    queryFn: ({ signal }) => getMailPreferences(signal),
  });
}

/** GET /api/profile/mail-preferences: every mail topic, on or off (all on until chosen). */
export function useMailPreferences(userId: string) {
  return useQuery(mailPreferencesQueryOptions(userId));
}
