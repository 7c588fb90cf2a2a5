import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/admin-referrals.json';

addEnglish('admin-referrals', english);

/** The console's referrals texts (src/locales/<language>/admin-referrals.json) in the chosen language. */
export function useAdminReferralsText() {
  return useTranslation('admin-referrals');
}
