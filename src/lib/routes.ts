import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/**
 * The one map of page ids to their slug per language. Every internal link, canonical URL, hreflang
 * alternate, sitemap entry and redirect target is derived from it. Slugs have no leading or trailing
 * slash; the site's trailing-slash policy ("always") is applied by `localizedPath`.
 */
export const PAGE_SLUGS = {
  home: { en: '', nl: '' },
  portfolio: { en: 'portfolio', nl: 'portfolio' },
  plumber: { en: 'plumber-website-design', nl: 'loodgieter-website-maken' },
  blog: { en: 'blog', nl: 'blog' },
  privacy: { en: 'privacy', nl: 'privacy' },
  terms: { en: 'terms', nl: 'algemene-voorwaarden' },
  cookies: { en: 'cookies', nl: 'cookiebeleid' },
  notFound: { en: '404', nl: '404' },
} as const satisfies Record<string, Record<Language, string>>;

export type PageId = keyof typeof PAGE_SLUGS;

/** Legal pages share one template and one content folder. */
export const LEGAL_PAGE_IDS = ['privacy', 'terms', 'cookies'] as const satisfies readonly PageId[];
export type LegalPageId = (typeof LEGAL_PAGE_IDS)[number];

export const BLOG_SEGMENT = 'blog';

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
  return localizedPath(language, PAGE_SLUGS[pageId][language]);
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

/** A URL-safe slug: lowercase ASCII words joined by hyphens (diacritics folded). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
