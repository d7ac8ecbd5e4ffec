import { LANGUAGE_LIST } from './language-list';

/** Everything the site knows about one language, read from the language list. */
export type LanguageDefinition = (typeof LANGUAGE_LIST)[number];
export type Language = LanguageDefinition['code'];

/** Every language's code, the default language first. */
export const LANGUAGES: readonly Language[] = LANGUAGE_LIST.map((definition) => definition.code);
export const DEFAULT_LANGUAGE: Language = LANGUAGE_LIST[0].code;

/** localStorage key holding the visitor's explicit language choice. */
export const LANGUAGE_STORAGE_KEY = 'preferred-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function languageDefinition(language: Language): LanguageDefinition {
  const definition = LANGUAGE_LIST.find((candidate) => candidate.code === language);
  if (!definition) throw new Error(`Unknown language "${language}"`);
  return definition;
}

/** The languages a visitor on a page in `language` can switch to. */
export function otherLanguages(language: Language): Language[] {
  return LANGUAGES.filter((candidate) => candidate !== language);
}
