import type { Language } from '@kapital/shared/languages';
import {
  formatMoneyDisplay,
  type NumberSeparators,
  readTypedMoney,
  type TypedMoney,
} from '@kapital/shared/money';
import { currentLanguage } from './i18n.ts';

/**
 * The Intl locale of each language. English keeps the day-month-year dates Kapital has always
 * shown ('21 Nov 2026'); Malay and Indonesian are written as in Malaysia and Indonesia.
 */
const INTL_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  ms: 'ms-MY',
  id: 'id-ID',
};

export function intlLocale(language: Language = currentLanguage()): string {
  return INTL_LOCALES[language];
}

const separatorsByLanguage = new Map<Language, NumberSeparators>();

/** The language's thousands and decimal separators, read from Intl once per language. */
export function numberSeparators(language: Language = currentLanguage()): NumberSeparators {
  let separators = separatorsByLanguage.get(language);
  if (!separators) {
    const parts = new Intl.NumberFormat(INTL_LOCALES[language]).formatToParts(12345.6);
    separators = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separatorsByLanguage.set(language, separators);
  }
  return separators;
}

/** An amount in minor units as the chosen language writes it: "1,234.56" or "1.234,56". */
export function formatAmount(minor: bigint, language: Language = currentLanguage()): string {
  return formatMoneyDisplay(minor, numberSeparators(language));
}

/** An amount as the person typed it, with their language's separators ("1.000,50" in Indonesian). */
export function readAmount(text: string, options: { allowZero?: boolean } = {}): TypedMoney {
  return readTypedMoney(text, { ...options, separators: numberSeparators() });
}

/** A whole count with the language's grouping ("12,345" or "12.345"). */
export function formatCount(count: number, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(INTL_LOCALES[language]).format(count);
}
