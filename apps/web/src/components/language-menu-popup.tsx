import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@kapital/shared/languages';
import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';

interface LanguageMenuPopupProps {
  anchorEl: HTMLElement | null;
  menuId: string;
  open: boolean;
  current: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/** The three languages, each named in itself and marked with its own `lang` for screen readers. */
export function LanguageMenuPopup({
  anchorEl,
  menuId,
  open,
  current,
  onChoose,
  onClose,
}: LanguageMenuPopupProps) {
  return (
    <Popover
      open={open && anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuList id={menuId} autoFocusItem={open} sx={{ minWidth: 200 }}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            role="menuitemradio"
            aria-checked={language === current}
            selected={language === current}
            onClick={() => onChoose(language)}
          >
            <ListItemIcon>{language === current ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{LANGUAGE_NAMES[language]}</ListItemText>
          </MenuItem>
        ))}
      </MenuList>
    </Popover>
  );
}
