import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/market.json';

addEnglish('market', english);

/** This feature's texts (src/locales/<language>/market.json) in the chosen language. */
export function useMarketText() {
  return useTranslation('market');
}
