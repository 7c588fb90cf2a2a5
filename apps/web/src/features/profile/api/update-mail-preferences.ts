import { type MailPreferences, mailPreferencesSchema } from '@kapital/shared';
import {
  type QueryClient,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { mailPreferencesQueryKey } from './get-mail-preferences.ts';

/** PUT /api/profile/mail-preferences: every topic at once; answers what was saved. */
export function updateMailPreferences(preferences: MailPreferences): Promise<MailPreferences> {
  return api.put('/api/profile/mail-preferences', preferences, { schema: mailPreferencesSchema });
}

const MUTATION_KEY = ['update-mail-preferences'] as const;

/**
 * Saves on each toggle and shows the choice at once. The saves of one user run one after
 * another (a shared scope), so the server keeps the last choice made, not the last to arrive.
 * A refused save puts the switches back as they were; once the last save is done the
 * preferences are read again, so the screen ends on what the server holds.
 */
export function mailPreferencesMutationOptions(
  queryClient: QueryClient,
  userId: string,
): UseMutationOptions<MailPreferences, Error, MailPreferences, { previous?: MailPreferences }> {
  const queryKey = mailPreferencesQueryKey(userId);
  return {
    mutationKey: MUTATION_KEY,
    scope: { id: `mail-preferences:${userId}` },
    mutationFn: updateMailPreferences,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<MailPreferences>(queryKey);
      queryClient.setQueryData(queryKey, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => {
      // Only the last save reads back: an earlier answer would undo a later toggle on screen.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 1) {
        return queryClient.invalidateQueries({ queryKey });
      }
    },
  };
}

export function useUpdateMailPreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(mailPreferencesMutationOptions(queryClient, userId));
}
