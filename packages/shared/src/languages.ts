// Plain values only, like constants.ts: the web app reads these on every page, without zod.

/** The languages Kapital speaks; English is the fallback for any text not yet translated. */
export const LANGUAGES = ['en', 'ms', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as a language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ms: 'Bahasa Melayu',
  id: 'Bahasa Indonesia',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first supported language among a browser's preferences (`navigator.languages`), matched on
 * the primary subtag: `id-ID` is Indonesian, `ms-MY` Malay, `en-GB` English.
 */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split('-')[0];
    // Older browsers report Indonesian with its withdrawn code `in`.
    const language = primary === 'in' ? 'id' : primary;
    if (isLanguage(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}
