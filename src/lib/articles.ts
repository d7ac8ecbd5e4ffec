import type { Language } from './languages';

/** Blog categories; labels are `blog.categories.{id}` in the locales, URL values in `?category=`. */
export const CATEGORIES = ['local-seo', 'website-tips', 'industry-specific'] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** The category of an article from a query, where GraphQL types it as a string (the build's content check allows only CATEGORIES). */
export function categoryOf(article: { category: string }): Category {
  if (!isCategory(article.category)) throw new Error(`Unknown blog category "${article.category}"`);
  return article.category;
}

/** What every article has, whichever file it comes from (general MDX posts or Local SEO JSON). */
export interface ArticleSummary {
  articleId: string;
  kind: 'general' | 'local-seo';
  language: Language;
  slug: string;
  title: string;
  excerpt: string;
  category: Category;
  date: string;
  /** Trade slug for Local SEO articles (plumber, hvac, …); the theme of the cover image. */
  trade: string | null;
  /** City of a Local SEO article. */
  city: string | null;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The blog's order: newest first, then by slug, so articles of one day keep one order. GraphQL sorts the same way
 * (`sort: [{ date: DESC }, { slug: ASC }]`, strings by code units).
 */
export function newestFirst(a: Pick<ArticleSummary, 'date' | 'slug'>, b: Pick<ArticleSummary, 'date' | 'slug'>): number {
  return byCodeUnits(b.date, a.date) || byCodeUnits(a.slug, b.slug);
}

/** Public path of the cover (WebP in several widths, without width and extension: see responsiveImage), drawn at build time. */
export function coverImagePath(article: Pick<ArticleSummary, 'language' | 'slug'>): string {
  return `/images/articles/${article.language}-${article.slug}`;
}

export function socialImagePath(article: Pick<ArticleSummary, 'language' | 'slug'>): string {
  return `/social/articles/${article.language}-${article.slug}.jpg`;
}

/**
 * Three related articles that exist in the same language: same trade first, then same city, then same category,
 * then the newest others; never the article itself.
 */
export function relatedArticles<T extends ArticleSummary>(article: T, all: readonly T[], count = 3): T[] {
  const candidates = all.filter((other) => other.language === article.language && other.articleId !== article.articleId);
  const score = (other: T) =>
    (article.trade && other.trade === article.trade ? 4 : 0) +
    (article.city && other.city === article.city ? 2 : 0) +
    (other.category === article.category ? 1 : 0);
  return [...candidates].sort((a, b) => score(b) - score(a) || newestFirst(a, b)).slice(0, count);
}

/** Mean testimonial rating rounded to one decimal (for the Article JSON-LD aggregateRating). */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
}

/** Words in a text; MDX component tags such as <Conclusion> are not words. */
export function wordCount(text: string): number {
  return text
    .replace(/<\/?[A-Z][A-Za-z]*\s*\/?>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Minutes to read at 200 words a minute, rounded up: what cards and article pages show. */
export function readTimeMinutes(words: number): number {
  return Math.ceil(words / 200);
}

/** The body of a Local SEO article as one text, for its word count. */
export function localSeoArticleText(article: {
  intro: string;
  sections: ReadonlyArray<{ heading: string; content: string }>;
  cta: string;
  conclusion: string;
}): string {
  return [
    article.intro,
    ...article.sections.flatMap((section) => [section.heading, section.content]),
    article.cta,
    article.conclusion,
  ].join(' ');
}
