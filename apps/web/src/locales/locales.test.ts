import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGES } from '@kapital/shared/languages';
import { describe, expect, test } from 'vitest';

const localesDir = import.meta.dirname;
const webSource = join(localesDir, '..');
const sharedSource = join(localesDir, '../../../../packages/shared/src');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function readLocale(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Tree;
}

/** 'a.b.c' -> text, for nested namespaces; `flat` keeps sentence keys (validation) whole. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

/** Keys without i18next's plural suffixes: Malay and Indonesian have one plural form. */
function baseKeys(entries: Map<string, string>): string[] {
  return [...new Set([...entries.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1] ?? '').sort();
}

/** The tags of a text `<Trans>` fills with components ("<anchor>", "</strong>"). */
function tags(text: string): string[] {
  return [...text.matchAll(/<\/?(\w+)>/g)].map((match) => match[0]).sort();
}

/**
 * HTML's void elements: `<Trans>` parses texts as HTML, so `<link>words</link>` would become an
 * empty link followed by the words.
 */
const VOID_ELEMENTS = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const namespaces = readdirSync(join(localesDir, 'en'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));
const webText = sourceFiles(webSource)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const sharedText = sourceFiles(sharedSource)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

function quoted(text: string, key: string): boolean {
  return [`'${key}'`, `"${key}"`, `\`${key}\``].some((form) => text.includes(form));
}

describe('the locale files', () => {
  test('every language has the same namespaces', () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(join(localesDir, language)).filter((name) =>
        name.endsWith('.json'),
      );
      expect(files.map((name) => name.replace(/\.json$/, '')).sort(), language).toEqual(
        [...namespaces].sort(),
      );
    }
  });

  test.each(namespaces)(
    '%s: the same keys in en, ms and id, none empty, same placeholders',
    (namespace) => {
      const english = flatten(readLocale('en', namespace));
      for (const language of LANGUAGES) {
        const entries = flatten(readLocale(language, namespace));
        expect(baseKeys(entries), `${language}/${namespace}.json keys`).toEqual(baseKeys(english));
        for (const [key, text] of entries) {
          expect(text.trim(), `${language}/${namespace}.json ${key}`).not.toBe('');
          const englishText =
            english.get(key) ?? english.get(`${key.replace(PLURAL_SUFFIX, '')}_other`) ?? '';
          expect(placeholders(text), `${language}/${namespace}.json ${key} placeholders`).toEqual(
            placeholders(englishText),
          );
          expect(tags(text), `${language}/${namespace}.json ${key} tags`).toEqual(
            tags(englishText),
          );
          for (const tag of tags(text)) {
            expect(tag.replace(/[</>]/g, ''), `${namespace} ${key}`).not.toMatch(VOID_ELEMENTS);
          }
        }
        for (const key of entries.keys()) {
          if (PLURAL_SUFFIX.test(key)) {
            const other = `${key.replace(PLURAL_SUFFIX, '')}_other`;
            expect(entries.has(other), `${language}/${namespace}.json needs ${other}`).toBe(true);
          }
        }
      }
    },
  );

  test.each(namespaces.filter((namespace) => namespace !== 'validation' && namespace !== 'errors'))(
    '%s: every key is used by the code',
    (namespace) => {
      const unused = baseKeys(flatten(readLocale('en', namespace))).filter(
        (key) => !quoted(webText, key),
      );
      expect(unused, `keys of en/${namespace}.json no code names`).toEqual([]);
    },
  );

  test('validation: every key is a message a shared schema or the web app writes', () => {
    const keys = [...flatten(readLocale('en', 'validation')).keys()];
    const unknown = keys.filter((key) => !sharedText.includes(key) && !webText.includes(key));
    expect(unknown).toEqual([]);
    for (const [key, text] of flatten(readLocale('en', 'validation'))) {
      expect(text, 'the English text of a field message is the message itself').toBe(key);
    }
  });

  test('errors: every key is an error code the server or the client reports', () => {
    const keys = [...flatten(readLocale('en', 'errors')).keys()];
    const unknown = keys.filter((key) => !quoted(sharedText, key) && !quoted(webText, key));
    expect(unknown).toEqual([]);
  });

  test('the locale files sit where the lazy loader looks', () => {
    expect(relative(webSource, localesDir)).toBe('locales');
  });
});
