import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/withdrawals.json';

addEnglish('withdrawals', english);

/** This feature's texts (src/locales/<language>/withdrawals.json) in the chosen language. */
export function useWithdrawalsText() {
  return useTranslation('withdrawals');
}
