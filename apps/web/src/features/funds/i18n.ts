import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/funds.json';

addEnglish('funds', english);

/** This feature's texts (src/locales/<language>/funds.json) in the chosen language. */
export function useFundsText() {
  return useTranslation('funds');
}
