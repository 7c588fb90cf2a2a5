import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/console.json';

addEnglish('console', english);

/** The console pages' titles and headings (src/locales/<language>/console.json). */
export function useConsoleText() {
  return useTranslation('console');
}
