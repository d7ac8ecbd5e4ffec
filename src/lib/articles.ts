import type { Language } from './languages';
import { articlePath } from './routes';

/** Blog categories; labels are `blog.categories.{id}` in the locales, URL values in `?category=`. */
export const CATEGORIES = ['local-seo', 'website-tips', 'industry-specific'] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
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
}

/**
 * The blog's order (spec): Local SEO articles first (seo-1 … seo-25), then the general posts (1 … 6).
 * Returned as a number so GraphQL can sort on it.
 */
export function articleSortKey(articleId: string): number {
  const local = /^seo-(\d+)$/.exec(articleId);
  if (local) return Number(local[1]);
  const general = Number.parseInt(articleId, 10);
  if (Number.isNaN(general)) throw new Error(`Unexpected article id "${articleId}"`);
  return 1000 + general;
}

export function articleUrlPath(article: Pick<ArticleSummary, 'language' | 'slug'>): string {
  return articlePath(article.language, article.slug);
}

/** Cover (SVG, shown on the site) and social preview (1200x630 PNG, for og:image), generated at build time. */
/** Public path of the cover without width and extension: see responsiveImage. */
export function coverImagePath(article: Pick<ArticleSummary, 'language' | 'slug'>): string {
  return `/images/articles/${article.language}-${article.slug}`;
}

export function socialImagePath(article: Pick<ArticleSummary, 'language' | 'slug'>): string {
  return `/social/articles/${article.language}-${article.slug}.png`;
}

/**
 * Three related articles that exist in the same language: same trade first, then same category, then
 * the newest others; never the article itself.
 */
export function relatedArticles<T extends ArticleSummary>(article: T, all: readonly T[], count = 3): T[] {
  const candidates = all.filter((other) => other.language === article.language && other.articleId !== article.articleId);
  const score = (other: T) => (article.trade && other.trade === article.trade ? 2 : 0) + (other.category === article.category ? 1 : 0);
  return [...candidates]
    .sort((a, b) => score(b) - score(a) || b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
    .slice(0, count);
}

/** Mean testimonial rating rounded to one decimal (for the Article JSON-LD aggregateRating). */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
}

/** Words in a text, counted like the content checks count them. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
