import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/investments.json';

addEnglish('investments', english);

/** This feature's texts (src/locales/<language>/investments.json) in the chosen language. */
export function useInvestmentsText() {
  return useTranslation('investments');
}
