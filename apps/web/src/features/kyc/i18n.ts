import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/kyc.json';

addEnglish('kyc', english);

/** This feature's texts (src/locales/<language>/kyc.json) in the chosen language. */
export function useKycText() {
  return useTranslation('kyc');
}
