import { createTranslator } from '../../platform/i18n/translator.ts';
import { en } from './locales/en.ts';
import { id } from './locales/id.ts';
import { ms } from './locales/ms.ts';

/** Every language's invoice texts, by language: the key-parity test reads them. */
export const INVOICE_TEXTS = { en, ms, id };

/** The `t` of the invoice owner's language. */
export const invoiceT = createTranslator(INVOICE_TEXTS);
