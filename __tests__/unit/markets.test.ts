import path from 'path';
import {
  HOME_CASE_COUNT,
  casesShownIn,
  homePageReviews,
  homeReviewChoiceProblems,
  marketLanguage,
  otherMarketOf,
  ownMarketFirst,
  showsMarket,
} from '../../src/lib/markets';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/lib/languages';
import type { PortfolioCaseItem, TestimonialItem } from '../../src/lib/content-model';
import { CONTENT, readJson } from '../support/content';

/** Two markets' items interleaved in file order. */
const items = [
  { id: 'us-1', market: 'en' },
  { id: 'nl-1', market: 'nl' },
  { id: 'us-2', market: 'en' },
  { id: 'nl-2', market: 'nl' },
];

describe('ownMarketFirst', () => {
  it("puts the page's own market first and keeps each market's file order", () => {
    expect(ownMarketFirst(items, 'nl').map((item) => item.id)).toEqual(['nl-1', 'nl-2', 'us-1', 'us-2']);
    expect(ownMarketFirst(items, 'en').map((item) => item.id)).toEqual(['us-1', 'us-2', 'nl-1', 'nl-2']);
  });

  it('fills up with other markets when its own has too few, and never repeats an item', () => {
    expect(ownMarketFirst(items, 'nl', 3).map((item) => item.id)).toEqual(['nl-1', 'nl-2', 'us-1']);
    expect(ownMarketFirst([], 'nl', 3)).toEqual([]);
  });
});

describe('the reviews on the home page', () => {
  const homeReviews = readJson<TestimonialItem[]>(path.join(CONTENT, 'home', 'testimonials.json'));

  it('are the ones an editor ticked, of the page’s own market, in the order of the file', () => {
    const reviews = [
      { id: 'us-1', market: 'en', onHomePage: true },
      { id: 'nl-1', market: 'nl', onHomePage: true },
      { id: 'us-2', market: 'en' },
      { id: 'us-3', market: 'en', onHomePage: false },
      { id: 'us-4', market: 'en', onHomePage: true },
    ];
    expect(homePageReviews(reviews, 'en').map((review) => review.id)).toEqual(['us-1', 'us-4']);
    expect(homePageReviews(reviews, 'nl').map((review) => review.id)).toEqual(['nl-1']);
  });

  it('are, in the content, the row each home page shows: the rule holds for whatever an editor ticked', () => {
    expect(homeReviewChoiceProblems(homeReviews, LANGUAGES)).toEqual([]);
    for (const language of LANGUAGES) {
      const chosen = homePageReviews(homeReviews, language);
      expect([language, chosen.every((review) => review.market === language && review.onHomePage === true)]).toEqual([language, true]);
    }
  });

  it('are refused when a market has a number the row of three cannot show, in the build’s words', () => {
    const [language] = LANGUAGES;
    const ticked = homePageReviews(homeReviews, language!);
    const untickedOne = homeReviews.map((review) => (review === ticked[0] ? { ...review, onHomePage: false } : review));
    expect(homeReviewChoiceProblems(untickedOne, LANGUAGES)).toEqual([
      `the home page in "${language}" shows ${ticked.length} reviews: ${ticked.length - 1} ${ticked.length - 1 === 1 ? 'is' : 'are'} chosen (tick "Show on the home page" on exactly ${ticked.length} reviews of market ${language})`,
    ]);
    const oneMore = [...homeReviews, { ...ticked[0]!, id: 'another', onHomePage: true }];
    expect(homeReviewChoiceProblems(oneMore, LANGUAGES)).toEqual([
      expect.stringContaining(`"${language}" shows ${ticked.length} reviews: ${ticked.length + 1} are chosen`),
    ]);
  });
});

describe('the cases a page shows', () => {
  const cases = readJson<PortfolioCaseItem[]>(path.join(CONTENT, 'portfolio', 'cases.json'));

  it("are, on a market's own pages, its own clients only; on the default language's, every client, its own first", () => {
    expect(casesShownIn(items, 'nl').map((item) => item.id)).toEqual(['nl-1', 'nl-2']);
    expect(casesShownIn(items, DEFAULT_LANGUAGE).map((item) => item.id)).toEqual(['us-1', 'us-2', 'nl-1', 'nl-2']);
    // A short market never borrows another's clients to fill its row.
    expect(casesShownIn(items, 'nl', 3).map((item) => item.id)).toEqual(['nl-1', 'nl-2']);
    expect(casesShownIn(items, DEFAULT_LANGUAGE, 3).map((item) => item.id)).toEqual(['us-1', 'us-2', 'nl-1']);
  });

  it("mark a client of another market with that market, never the page's own", () => {
    expect(otherMarketOf({ market: 'nl' }, DEFAULT_LANGUAGE)).toBe('nl');
    expect(otherMarketOf({ market: 'nl' }, 'nl')).toBeNull();
    expect(otherMarketOf({ market: DEFAULT_LANGUAGE }, DEFAULT_LANGUAGE)).toBeNull();
    expect(showsMarket('nl', DEFAULT_LANGUAGE)).toBe(false);
    expect(marketLanguage('nl')).toBe('nl');
    expect(marketLanguage('xx')).toBe(DEFAULT_LANGUAGE);
  });

  it(`fill each home page with ${HOME_CASE_COUNT} of the content's cases: every market has that many clients of its own`, () => {
    for (const language of LANGUAGES) {
      const own = cases.filter((item) => item.market === language);
      expect([language, own.length >= HOME_CASE_COUNT]).toEqual([language, true]);
      const shown = casesShownIn(cases, language, HOME_CASE_COUNT);
      expect(shown).toHaveLength(HOME_CASE_COUNT);
      expect(shown).toEqual(own.slice(0, HOME_CASE_COUNT));
      const portfolio = casesShownIn(cases, language);
      expect(portfolio).toHaveLength(language === DEFAULT_LANGUAGE ? cases.length : own.length);
    }
  });
});
