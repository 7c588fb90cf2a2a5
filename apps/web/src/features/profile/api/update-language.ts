import { isLanguage, type Language } from '@kapital/shared/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ResponseSchema } from '@/lib/api-client.ts';
import { isRecord } from '@/lib/is-record.ts';
import { setCachedProfile } from './set-cached-profile.ts';

/** Checked by hand: the header loads this on every signed-in page, without zod (decision 008). */
const languageAnswer: ResponseSchema<{ language: Language }> = {
  safeParse: (data) =>
    isRecord(data) && isLanguage(data.language)
      ? { success: true, data: { language: data.language } }
      : { success: false },
};

/** Saves the language on the profile: screens on other devices, mail and invoices follow it. */
export function updateLanguage(language: Language): Promise<{ language: Language }> {
  return apiRequest('/api/profile/language', {
    method: 'PUT',
    body: { language },
    schema: languageAnswer,
  });
}

export function useUpdateLanguage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: ({ language }) => setCachedProfile(queryClient, userId, { language }),
  });
}
