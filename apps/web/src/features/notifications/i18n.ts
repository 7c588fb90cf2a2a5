import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/notifications.json';

addEnglish('notifications', english);

/** This feature's texts (src/locales/<language>/notifications.json) in the chosen language. */
export function useNotificationsText() {
  return useTranslation('notifications');
}
