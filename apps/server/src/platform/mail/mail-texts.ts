import { createTranslator } from '../i18n/translator.ts';
import { en } from './locales/en.ts';
import { id } from './locales/id.ts';
import { ms } from './locales/ms.ts';

/** Every language's mail texts, by language: the key-parity test reads them. */
export const MAIL_TEXTS = { en, ms, id };

/** The `t` of a recipient's language for the mail templates. */
export const mailT = createTranslator(MAIL_TEXTS);
