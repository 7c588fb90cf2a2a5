import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/admin.json';

addEnglish('admin', english);

/** This feature's texts (src/locales/<language>/admin.json) in the chosen language. */
export function useAdminText() {
  return useTranslation('admin');
}
