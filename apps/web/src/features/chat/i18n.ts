import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/chat.json';

addEnglish('chat', english);

/** This feature's texts (src/locales/<language>/chat.json) in the chosen language. */
export function useChatText() {
  return useTranslation('chat');
}
