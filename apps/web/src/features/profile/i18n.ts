import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/profile.json';

addEnglish('profile', english);

/** This feature's texts (src/locales/<language>/profile.json) in the chosen language. */
export function useProfileText() {
  return useTranslation('profile');
}
