import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/shell.json';

addEnglish('shell', english);

/** The shell's texts (header, navigation, account menu, error pages) in the chosen language. */
export function useShellText() {
  return useTranslation('shell');
}
