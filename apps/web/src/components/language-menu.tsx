import { LANGUAGE_NAMES, type Language } from '@kapital/shared/languages';
import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '@/lib/chunk-load.ts';
import { chooseLanguage } from '@/lib/i18n/i18n.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { toast } from '@/lib/toast.ts';

type PopupModule = typeof import('./language-menu-popup.tsx');
let popupLoad: Promise<PopupModule> | undefined;

/** MUI's popover and menu come with the first open, not with the sign-in page (decision 008). */
function loadPopup(): Promise<PopupModule> {
  if (!popupLoad) {
    popupLoad = loadChunk('language-menu', () => import('./language-menu-popup.tsx'));
    popupLoad.catch(() => {
      popupLoad = undefined;
    });
  }
  return popupLoad;
}

function preloadPopup(): void {
  loadPopup().catch(() => {
    // Opening the menu tries again and says so if it fails.
  });
}

interface LanguageMenuProps {
  /** Runs after the screen has switched: a signed-in person's choice is saved on the profile. */
  onChosen?: (language: Language) => void;
}

/** The language button (EN, MS, ID) and its menu of the three languages, each in itself. */
export function LanguageMenu({ onChosen }: LanguageMenuProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const [popup, setPopup] = useState<PopupModule | null>(null);
  const [open, setOpen] = useState(false);

  const openMenu = () => {
    setOpen(true);
    loadPopup().then(
      (loaded) => setPopup(() => loaded),
      () => {
        setOpen(false);
        toast.error(t('languageMenu.loadFailed'));
      },
    );
  };

  const choose = async (chosen: Language) => {
    setOpen(false);
    buttonRef.current?.focus();
    if (chosen === language) return;
    await chooseLanguage(chosen);
    onChosen?.(chosen);
  };

  return (
    <>
      <Button
        ref={buttonRef}
        color="inherit"
        size="small"
        startIcon={<Translate />}
        aria-label={t('languageMenu.label', { language: LANGUAGE_NAMES[language] })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open && popup ? menuId : undefined}
        onClick={openMenu}
        onPointerEnter={preloadPopup}
        onFocus={preloadPopup}
        sx={{
          minWidth: 0,
          px: 1,
          fontWeight: 600,
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {language.toUpperCase()}
        </Box>
      </Button>
      {popup ? (
        <popup.LanguageMenuPopup
          anchorEl={buttonRef.current}
          menuId={menuId}
          open={open}
          current={language}
          onChoose={(chosen) => void choose(chosen)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
