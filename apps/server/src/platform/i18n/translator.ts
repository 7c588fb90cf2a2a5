import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@kapital/shared';
import { createInstance, type TFunction } from 'i18next';

/** The Intl locale each language formats dates and amounts in. */
export const INTL_LOCALES: Record<Language, string> = {
  en: 'en-US',
  ms: 'ms-MY',
  id: 'id-ID',
};

/**
 * One i18next instance over bundled texts (one object per language, the same keys in each), and
 * the `t` of a language. Its own instance, not i18next's global one: mail and invoices keep
 * their texts apart and no module can change the other's language.
 */
export function createTranslator(
  texts: Record<Language, object>,
): (language: Language) => TFunction {
  const i18n = createInstance();
  // Bundled resources and initAsync: false: ready when init returns, nothing to wait for.
  void i18n.init({
    resources: Object.fromEntries(
      LANGUAGES.map((language) => [language, { translation: texts[language] }]),
    ),
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    // The templates escape for HTML themselves; values are inserted as they are.
    interpolation: { escapeValue: false },
  });
  return (language) => i18n.getFixedT(language);
}

/**
 * A decimal string ("1234.56") in a language's number format, every digit kept: Intl formats a
 * numeric string exactly, without a detour through a float. At least `minimumDecimals` places
 * (2 for money, a pair's decimals for a price, 0 for a percentage); more when the string has
 * more, trailing zeros included, so "65000.100" stays "65,000.100".
 */
export function formatAmount(
  amount: string,
  language: Language,
  grouping: boolean,
  minimumDecimals = 2,
): string {
  const decimals = Math.max(minimumDecimals, amount.split('.')[1]?.length ?? 0);
  return new Intl.NumberFormat(INTL_LOCALES[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouping,
  }).format(amount as `${number}`);
}

/** A time in UTC as a language writes it: "10 Mac 2026, 12:00". */
export function formatUtcTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(date);
}
