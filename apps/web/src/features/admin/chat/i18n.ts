import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/admin-chat.json';

addEnglish('admin-chat', english);

/** The console's chat texts (src/locales/<language>/admin-chat.json) in the chosen language. */
export function useAdminChatText() {
  return useTranslation('admin-chat');
}
