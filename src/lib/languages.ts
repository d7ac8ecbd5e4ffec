/** The site's languages, defined once. English is the default and lives at the root; Dutch under /nl. */
export const LANGUAGES = ['en', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** BCP 47 locale used for dates and money per language. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', nl: 'nl-NL' };

/** localStorage key holding the visitor's explicit language choice. */
export const LANGUAGE_STORAGE_KEY = 'preferred-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'nl' : 'en';
}
