import type { ArticleReference } from '../lib/content-model/entry-check';

/**
 * What a reference menu (Decap's relation widget: a Local SEO article's trade, a translation's English post) offers:
 * every choice, sorted by name as the editor reads it, and in a "Translation of" menu the posts that have their
 * translation in that language already, marked. Pure: src/cms/editor.tsx lays it over Decap's own relation widget.
 */

/** Decap shows `options_length` choices of a menu (20 unless told): more than any menu here will hold. */
export const ALL_CHOICES = 10_000;

/** A menu's choice as Decap's relation widget holds it. */
export interface RelationChoice {
  value: string;
  label: string;
  data?: unknown;
}

export const ALREADY_TRANSLATED = 'already translated';

/** The choices sorted by their label in the menu's language ("Électricien" among the E's), then by value. */
export function sortedChoices<T extends RelationChoice>(choices: readonly T[], language: string): T[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  return [...choices].sort((a, b) => collator.compare(a.label, b.label) || collator.compare(a.value, b.value));
}

/**
 * A "Translation of" menu's choices (English posts by slug), each marked when another post of `language` translates
 * it already: "Title — already translated". The entry being edited (`ownFile`) does not count: it may keep its own.
 */
export function markTranslated<T extends RelationChoice>(
  choices: readonly T[],
  articles: readonly ArticleReference[],
  language: string,
  ownFile: string,
): T[] {
  const translated = new Set(
    articles
      .filter((article) => article.kind === 'general' && article.language === language && article.file !== ownFile && article.translationOf)
      .map((article) => article.translationOf),
  );
  return choices.map((choice) =>
    translated.has(choice.value) && !choice.label.endsWith(ALREADY_TRANSLATED)
      ? { ...choice, label: `${choice.label} — ${ALREADY_TRANSLATED}` }
      : choice,
  );
}
