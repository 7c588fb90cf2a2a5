import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/referrals.json';

addEnglish('referrals', english);

/** This feature's texts (src/locales/<language>/referrals.json) in the chosen language. */
export function useReferralsText() {
  return useTranslation('referrals');
}
