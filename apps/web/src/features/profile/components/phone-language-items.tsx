import { LANGUAGE_NAMES, LANGUAGES } from '@kapital/shared/languages';
import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { chooseLanguage } from '@/lib/i18n/i18n.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { type ProfileLanguageProps, useSaveLanguage } from './profile-language-menu.tsx';

/**
 * The three languages as items of the account menu, on a phone, whose header has no room for
 * the language button. Its own module: MUI's MenuItem comes with the menu's lazy chunk, not
 * with every signed-in page.
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
