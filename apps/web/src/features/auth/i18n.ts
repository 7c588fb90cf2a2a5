import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/auth.json';

addEnglish('auth', english);

/** This feature's texts (src/locales/<language>/auth.json) in the chosen language. */
export function useAuthText() {
  return useTranslation('auth');
}
