import { DEFAULT_LANGUAGE, LANGUAGES, languageDefinition, type Language, type LanguageDefinition } from './languages';
import type { Category } from './articles';

/**
 * Every page id, with its slug per language in the language list (src/lib/language-list.ts). Every internal
 * link, canonical URL, hreflang alternate, sitemap entry and redirect target is derived from those slugs.
 * Slugs have no leading or trailing slash; the site's trailing-slash policy ("always") is applied by
 * `localizedPath`.
 */
export type PageId = keyof LanguageDefinition['slugs'];
export const PAGE_IDS = Object.keys(languageDefinition(DEFAULT_LANGUAGE).slugs) as PageId[];

export function pageSlug(pageId: PageId, language: Language): string {
  return languageDefinition(language).slugs[pageId];
}

/**
 * Pages whose fragment holds what the visitor sees (the preview's answers: src/lib/site-preview/answers.ts): the
 * language switch carries it to the other language's version.
 */
export const FRAGMENT_STATE_PAGES: readonly PageId[] = ['preview'];

/** Legal pages share one template and one content folder. */
export const LEGAL_PAGE_IDS = ['privacy', 'terms', 'cookies'] as const satisfies readonly PageId[];
export type LegalPageId = (typeof LEGAL_PAGE_IDS)[number];

export const BLOG_SEGMENT = 'blog';

/** The editors' content manager (Decap CMS, written by src/node/cms.ts), and within it the owner's leads inbox. */
export const ADMIN_PATH = '/admin/';
export const INBOX_PATH = `${ADMIN_PATH}leads/`;

/** The prefix a language's URLs start with: '' for the default language, '/nl' for Dutch. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** Joins a language prefix and a slug into a root-relative path that ends with a slash. */
export function localizedPath(language: Language, slug: string): string {
  const trimmed = slug.replace(/^\/+|\/+$/g, '');
  const path = `${languagePrefix(language)}/${trimmed}`;
  return path.endsWith('/') ? path : `${path}/`;
}

export function pagePath(pageId: PageId, language: Language): string {
  return localizedPath(language, pageSlug(pageId, language));
}

/** The query parameter the old blog index filtered by (`/blog/?category=local-seo`). */
export const OLD_CATEGORY_PARAM = 'category';

/**
 * A page of the blog's listing: all articles or one category, page 1 at the listing's own path, page n under
 * `/page/{n}/` (segments per language from the language list): /blog/, /blog/page/2/, /nl/blog/categorie/per-vak/.
 */
export function blogListingPath(language: Language, category: Category | null, page = 1): string {
  const { blogPaths } = languageDefinition(language);
  const base = pagePath('blog', language);
  const listing = category ? `${base}${blogPaths.category}/${blogPaths.categories[category]}/` : base;
  return page > 1 ? `${listing}${blogPaths.page}/${page}/` : listing;
}

export function articlePath(language: Language, slug: string): string {
  return localizedPath(language, `${BLOG_SEGMENT}/${slug}`);
}

/** Home page path with a section anchor, e.g. `/nl/#prijzen`. */
export function sectionPath(language: Language, anchor: string): string {
  return `${pagePath('home', language)}#${anchor}`;
}

export interface Alternate {
  language: Language;
  path: string;
}

/** The same page in every language it exists in, in the order of LANGUAGES. */
export function pageAlternates(pageId: PageId): Alternate[] {
  return LANGUAGES.map((language) => ({ language, path: pagePath(pageId, language) }));
}

/** Absolute URL on the production origin. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Gives the language a root-relative path belongs to, judged by its prefix. */
export function languageOfPath(path: string): Language {
  const match = /^\/([a-z]{2})(\/|$)/.exec(path);
  const candidate = match?.[1];
  return LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE && language === candidate) ?? DEFAULT_LANGUAGE;
}

/**
 * Whether a path is where an article would be (`/blog/{slug}/`, `/nl/blog/{slug}/`), as opposed to a listing
 * (`/blog/page/2/`, `/nl/blog/categorie/…/`) or any other page: an unknown article gets "Article not found",
 * anything else the ordinary 404.
 */
export function isArticlePath(path: string): boolean {
  const language = languageOfPath(path);
  const base = pagePath('blog', language);
  if (!path.startsWith(base)) return false;
  const rest = path.slice(base.length).replace(/\/$/, '');
  const { blogPaths } = languageDefinition(language);
  return /^[^/]+$/.test(rest) && rest !== blogPaths.category && rest !== blogPaths.page;
}
