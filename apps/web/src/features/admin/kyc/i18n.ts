import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/admin-kyc.json';

addEnglish('admin-kyc', english);

/** The console's kyc texts (src/locales/<language>/admin-kyc.json) in the chosen language. */
export function useAdminKycText() {
  return useTranslation('admin-kyc');
}
