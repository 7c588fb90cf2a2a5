import type { Language } from '@kapital/shared/languages';
import type { Localization } from '@mui/material/locale';
import { useEffect, useState } from 'react';

/** MUI's texts per language, each fetched only when its language is chosen (English is built in). */
const localizations: Record<Exclude<Language, 'en'>, () => Promise<Localization>> = {
  ms: () => import('./mui-locales.ts').then((module) => module.msMS),
  id: () => import('./mui-locales.ts').then((module) => module.idID),
};

/** MUI's localization for the language, or null for English and while it loads. */
export function useMuiLocalization(language: Language): Localization | null {
  const [loaded, setLoaded] = useState<{ language: Language; localization: Localization } | null>(
    null,
  );
  useEffect(() => {
    if (language === 'en') return;
    let current = true;
    void localizations[language]().then((localization) => {
      if (current) setLoaded({ language, localization });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return language !== 'en' && loaded?.language === language ? loaded.localization : null;
}
