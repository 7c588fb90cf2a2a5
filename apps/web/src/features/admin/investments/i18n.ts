import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/admin-investments.json';

addEnglish('admin-investments', english);

/** The console's investments texts (src/locales/<language>/admin-investments.json) in the chosen language. */
export function useAdminInvestmentsText() {
  return useTranslation('admin-investments');
}
