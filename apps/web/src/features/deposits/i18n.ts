import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/deposits.json';

addEnglish('deposits', english);

/** This feature's texts (src/locales/<language>/deposits.json) in the chosen language. */
export function useDepositsText() {
  return useTranslation('deposits');
}
