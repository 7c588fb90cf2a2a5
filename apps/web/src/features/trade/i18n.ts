import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/trade.json';

addEnglish('trade', english);

/** This feature's texts (src/locales/<language>/trade.json) in the chosen language. */
export function useTradeText() {
  return useTranslation('trade');
}
