import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  preferredLanguage,
} from '@kapital/shared/languages';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEnglish from '@/locales/en/common.json';
import type { Namespace, Resources } from './resources.ts';

/** The choice made before signing in (and the last one made on this browser). */
export const LANGUAGE_STORAGE_KEY = 'kapital-language';

/**
 * Malay and Indonesian locale files, each its own chunk: a language's texts are fetched only once
 * it is chosen, namespace by namespace as its screens open, so the sign-in page carries none of
 * them. English texts come with the code that shows them (addEnglish); the English of server
 * errors and field messages is the server's own message, never looked up.
 */
const localeFiles = import.meta.glob<{ default: ResourceKey }>('../../locales/{ms,id}/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeFiles[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (file) => callback(null, file.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function storedLanguage(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage refused (a privacy mode): the browser's preference decides.
    return null;
  }
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

export function initialLanguage(): Language {
  return storedLanguage() ?? preferredLanguage(browserLanguages());
}

export const i18n = i18next.createInstance();

void i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: commonEnglish } },
    partialBundledLanguages: true,
    // React escapes what it renders; escaping here too would show "&amp;".
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
    react: { useSuspense: true },
  });

/**
 * Puts a namespace's English texts in place while its feature's code loads, so a screen in
 * English never waits for them; other languages come through the lazy backend.
 */
export function addEnglish<N extends Namespace>(namespace: N, english: Resources[N]): void {
  if (!i18n.hasResourceBundle('en', namespace)) {
    i18n.addResourceBundle('en', namespace, english);
  }
}

/** The language texts are shown in now. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

function showLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  // Server messages and field messages are shown in English as the server sent them; other
  // languages translate them by code or by text, so they load with the language.
  if (language !== DEFAULT_LANGUAGE) void i18n.loadNamespaces(['errors', 'validation']);
}

i18n.on('languageChanged', showLanguage);
showLanguage(i18n.language);

/** Switches every text on screen and remembers the choice in this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered in this browser; the profile still keeps a signed-in person's choice.
  }
  // The server draws the next page in it too (src/app/theme-mode.js renews it on every page).
  // biome-ignore lint/suspicious/noDocumentCookie: cookieStore is missing from Safari before 18.4
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
