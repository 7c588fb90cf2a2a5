import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/security.json';

addEnglish('security', english);

/** This feature's texts (src/locales/<language>/security.json) in the chosen language. */
export function useSecurityText() {
  return useTranslation('security');
}
