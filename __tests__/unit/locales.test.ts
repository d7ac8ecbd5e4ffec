import fs from 'fs';
import path from 'path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/lib/languages';

const LOCALES_DIR = path.join(__dirname, '..', '..', 'locales');

function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) {
      for (const [child, leaf] of flatten(value, `${prefix}${key}.`)) keys.set(child, leaf);
    }
  } else {
    keys.set(prefix.slice(0, -1), tree);
  }
  return keys;
}

function keysOf(language: string): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  for (const file of fs.readdirSync(path.join(LOCALES_DIR, language)).filter((name) => name.endsWith('.json'))) {
    const data: unknown = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, file), 'utf8'));
    for (const [key, value] of flatten(data)) keys.set(`${file}:${key}`, value);
  }
  return keys;
}

describe('locales', () => {
  const reference = DEFAULT_LANGUAGE;
  const others = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
  const referenceKeys = keysOf(reference);

  it.each(others)('%s has exactly the same keys as the default language', (language) => {
    const keys = keysOf(language);
    expect([...keys.keys()].filter((key) => !referenceKeys.has(key))).toEqual([]);
    expect([...referenceKeys.keys()].filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty strings and the same placeholders as the default language', (language) => {
    const keys = keysOf(language);
    const placeholders = (value: unknown) => (String(value).match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
    for (const [key, value] of keys) {
      expect([key, typeof value === 'string' && value.trim().length > 0]).toEqual([key, true]);
      expect([key, placeholders(value)]).toEqual([key, placeholders(referenceKeys.get(key))]);
    }
  });

  it.each(LANGUAGES)('%s words every count in its plural forms: "1 lead", "2 leads"', (language) => {
    for (const [key, value] of keysOf(language)) {
      // "{{count}}+ customers" is always many: only an exact count needs its singular.
      if (!/\{\{\s*count\s*\}\}(?!\+)/.test(String(value))) continue;
      expect([key, /_(one|other)$/.test(key)]).toEqual([key, true]);
      const twin = key.replace(/_(one|other)$/, (_match, form: string) => (form === 'one' ? '_other' : '_one'));
      expect([key, keysOf(language).has(twin)]).toEqual([key, true]);
    }
  });

  it('keeps a top-level key in one namespace file only, so fallback lookups cannot collide', () => {
    const owners = new Map<string, string>();
    for (const file of fs.readdirSync(path.join(LOCALES_DIR, reference))) {
      const data = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, reference, file), 'utf8')) as Record<string, unknown>;
      for (const key of Object.keys(data)) {
        expect([key, owners.get(key)]).toEqual([key, undefined]);
        owners.set(key, file);
      }
    }
  });

  it.each(LANGUAGES)('%s keeps every meta description within the 160 characters search results show', (language) => {
    for (const [key, value] of keysOf(language)) {
      if (/(^|\.)(metaDescription|description)$/.test(key.split(':')[1] ?? ''))
        expect([key, String(value).length <= 160]).toEqual([key, true]);
    }
  });
});
