import type { Profile } from '@kapital/shared';
import { useEffect } from 'react';
import { LanguageMenu } from '@/components/language-menu.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { chooseLanguage, currentLanguage } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useUpdateLanguage } from '../api/update-language.ts';

/**
 * The header's language menu for a signed-in person: the choice is saved on the profile, and
 * the profile's language is the one shown wherever they sign in. Staff viewing as a user keep
 * their own language and cannot change the user's.
 */
export function ProfileLanguageMenu({
  profile,
  staffAccess = false,
}: {
  profile: Profile;
  /** A staff member viewing as this user: their own language stays, the user's is not changed. */
  staffAccess?: boolean;
}) {
  const update = useUpdateLanguage(profile.uid);
  const saved = profile.language;

  useEffect(() => {
    if (!staffAccess && saved !== currentLanguage()) void chooseLanguage(saved);
  }, [saved, staffAccess]);

  return (
    <LanguageMenu
      onChosen={(language) => {
        if (staffAccess) return;
        update.mutate(language, { onError: (error) => toast.error(errorMessage(error)) });
      }}
    />
  );
}
