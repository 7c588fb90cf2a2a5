import type { Profile } from '@kapital/shared';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@kapital/shared/languages';
import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { useEffect } from 'react';
import { LanguageMenu } from '@/components/language-menu.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { chooseLanguage, currentLanguage } from '@/lib/i18n/i18n.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { toast } from '@/lib/toast.ts';
import { useUpdateLanguage } from '../api/update-language.ts';

interface ProfileLanguageProps {
  profile: Profile;
  /** A staff member viewing as this user: their own language stays, the user's is not changed. */
  staffAccess?: boolean;
}

/** Saves a language the person has switched to on their profile (never a staff viewer's). */
function useSaveLanguage({ profile, staffAccess = false }: ProfileLanguageProps) {
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

/**
 * The three languages as items of the account menu, on a phone, whose header has no room for
 * the language button.
 */
export function PhoneLanguageItems({
  onChosen,
  ...props
}: ProfileLanguageProps & { onChosen: () => void }) {
  const save = useSaveLanguage(props);
  const current = useLanguage();
  return LANGUAGES.map((language) => (
    <MenuItem
      key={language}
      lang={language}
      role="menuitemradio"
      aria-checked={language === current}
      onClick={async () => {
        onChosen();
        if (language === current) return;
        await chooseLanguage(language);
        save(language);
      }}
      sx={{ display: { xs: 'flex', sm: 'none' } }}
    >
      <ListItemIcon>{language === current ? <Check fontSize="small" /> : null}</ListItemIcon>
      {LANGUAGE_NAMES[language]}
    </MenuItem>
  ));
}
