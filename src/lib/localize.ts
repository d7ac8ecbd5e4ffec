import type { Language } from './languages';
import { interpolate } from './head-translator';

/** Text stored in content files as { en, nl }. */
export type LocalizedText = Readonly<Record<Language, string>>;

export function localize(text: LocalizedText, language: Language): string {
  return text[language];
}

/** Localizes and fills `{{monthlyPrice}}`-style placeholders with configured values. */
export function localizeWith(text: LocalizedText, language: Language, values: Record<string, string | number>): string {
  return interpolate(text[language], values);
}
