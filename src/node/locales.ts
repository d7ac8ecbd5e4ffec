import fs from 'fs';
import path from 'path';
import { createTranslator, type Namespaces, type Translate } from '../lib/i18n';
import type { Language } from '../lib/languages';

const LOCALES_DIR = path.join(process.cwd(), 'locales');

/** A language's namespaces as the build reads them: locales/{language}/{namespace}.json. */
export function readNamespaces(language: Language, names: readonly string[]): Namespaces {
  return Object.fromEntries(
    names.map((name) => [name, JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, `${name}.json`), 'utf8')) as object]),
  );
}

/** A translator for build-time output (feeds, drawings, covers, redirect pages). */
export function buildTranslator(language: Language, names: readonly string[]): Translate {
  return createTranslator(language, readNamespaces(language, names));
}
