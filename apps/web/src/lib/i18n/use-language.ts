import type { Language } from '@kapital/shared/languages';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n.ts';

/** The chosen language; the component re-renders when it changes. */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}
