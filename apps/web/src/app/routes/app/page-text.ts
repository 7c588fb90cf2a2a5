import { useTranslation } from 'react-i18next';
import { addEnglish } from '@/lib/i18n/i18n.ts';
import english from '@/locales/en/pages.json';

addEnglish('pages', english);

/**
 * The signed-in pages' titles and headings (src/locales/<language>/pages.json): apart from the
 * shell's texts, so the pages' titles load with the pages, not with the sign-in page.
 */
export function usePageText() {
  return useTranslation('pages');
}
