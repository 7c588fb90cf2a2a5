import type { Profile } from '@kapital/shared';
import type { Language } from '@kapital/shared/languages';
import { useEffect } from 'react';
import { LanguageMenu } from '@/components/language-menu.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { chooseLanguage, currentLanguage } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useUpdateLanguage } from '../api/update-language.ts';

export interface ProfileLanguageProps {
  profile: Profile;
  /** A staff member viewing as this user: their own language stays, the user's is not changed. */
  staffAccess?: boolean;
}

/** Saves a language the person has switched to on their profile (never a staff viewer's). */
export function useSaveLanguage({ profile, staffAccess = false }: ProfileLanguageProps) {
  const update = useUpdateLanguage(profile.uid);
  return (language: Language) => {
    if (staffAccess) return;
    update.mutate(language, { onError: (error) => toast.error(errorMessage(error)) });
  };
}

/**
 * The header's language menu for a signed-in person: the choice is saved on the profile, and
 * the profile's language is the one shown wherever they sign in.
 */
export function ProfileLanguageMenu(props: ProfileLanguageProps) {
  const save = useSaveLanguage(props);
  const saved = props.profile.language;
  const { staffAccess = false } = props;

  useEffect(() => {
    if (!staffAccess && saved !== currentLanguage()) void chooseLanguage(saved);
  }, [saved, staffAccess]);

  return <LanguageMenu onChosen={save} />;
}
