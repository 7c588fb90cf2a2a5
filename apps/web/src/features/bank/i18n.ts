import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/bank.json';

addEnglish('bank', english);

/** This feature's texts (src/locales/<language>/bank.json) in the chosen language. */
export function useBankText() {
  return useTranslation('bank');
}
