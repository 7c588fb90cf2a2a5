import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/dashboard.json';

addEnglish('dashboard', english);

/** This feature's texts (src/locales/<language>/dashboard.json) in the chosen language. */
export function useDashboardText() {
  return useTranslation('dashboard');
}
