import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

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

/**
 * Whether a page in `language` shows a client of `market`. A market's own pages show its own clients only: a Dutch
 * plumber reading Dutch meets Dutch clients, not American ones in translation. The default language's pages are the
 * studio's face to every market, so they show every client, those of other markets marked (see `otherMarketOf`).
 */
export function showsMarket(language: Language, market: string): boolean {
  return language === DEFAULT_LANGUAGE || market === language;
}

/** The language a client of `market` is written in, and its pages exist in: its market's (the default for an unknown one). */
export function marketLanguage(market: string): Language {
  return isLanguage(market) ? market : DEFAULT_LANGUAGE;
}

/** The case studies a page in `language` shows (home, portfolio): its own market's first, each in file order. */
export function casesShownIn<T extends { market: string }>(cases: readonly T[], language: Language, count = cases.length): T[] {
  return ownMarketFirst(
    cases.filter((item) => showsMarket(language, item.market)),
    language,
    count,
  );
}

/** The market of a client a page in `language` shows from another market, to mark it as such; null for its own. */
export function otherMarketOf(item: { market: string }, language: Language): Language | null {
  return item.market !== language && isLanguage(item.market) ? item.market : null;
}

/** A review as the home page chooses it: its market, and whether an editor ticked "Show on the home page". */
interface ChoosableReview {
  market: string;
  onHomePage?: boolean | null;
}

/**
 * The reviews the home page in `language` shows: exactly the ones an editor chose, of the page's own market, in the
 * order of the file. Each market's page shows its own clients, so the editor's ticks are what a visitor sees.
 */
export function homePageReviews<T extends ChoosableReview>(reviews: readonly T[], language: Language): T[] {
  return reviews.filter((review) => review.onHomePage === true && review.market === language);
}

/** What is wrong with the choice of home-page reviews: one line per language whose page cannot show its row of three. */
export function homeReviewChoiceProblems(reviews: readonly ChoosableReview[], languages: readonly Language[]): string[] {
  return languages.flatMap((language) => {
    const chosen = homePageReviews(reviews, language).length;
    return chosen === REVIEW_COUNT
      ? []
      : [
          `the home page in "${language}" shows ${REVIEW_COUNT} reviews: ${chosen} ${chosen === 1 ? 'is' : 'are'} chosen (tick "Show on the home page" on exactly ${REVIEW_COUNT} reviews of market ${language})`,
        ];
  });
}
