import type { Language } from './languages';

/** How many case studies the home page shows: the featured one and four in two columns. */
export const HOME_CASE_COUNT = 5;
/** How many reviews a page shows in its row of three. */
export const REVIEW_COUNT = 3;

/**
 * Content that belongs to a market (cases, reviews) in the order a page in `language` shows it: that market's own
 * clients first, then the others, each in the order of its file. A Dutch visitor meets Dutch clients first.
 */
export function ownMarketFirst<T extends { market: string }>(items: readonly T[], language: Language, count = items.length): T[] {
  const own = items.filter((item) => item.market === language);
  const others = items.filter((item) => item.market !== language);
  return [...own, ...others].slice(0, count);
}
