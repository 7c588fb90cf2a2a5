import { createTranslator } from '../../platform/i18n/translator.ts';
import { en } from './locales/en.ts';
import { id } from './locales/id.ts';
import { ms } from './locales/ms.ts';

/** Every language's notice texts, by language: the key-parity test reads them. */
export const NOTICE_TEXTS = { en, ms, id };

/** The `t` of a notice recipient's language. */
export const noticeT = createTranslator(NOTICE_TEXTS);
