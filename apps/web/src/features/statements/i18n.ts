import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/statements.json';

addEnglish('statements', english);

/** This feature's texts (src/locales/<language>/statements.json) in the chosen language. */
export function useStatementsText() {
  return useTranslation('statements');
}
