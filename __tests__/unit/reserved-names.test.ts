import path from 'path';
import {
  contentProblems,
  isReservedName,
  localSeoArticleType,
  portfolioCaseType,
  RESERVED_FOR_TESTS,
  testimonialType,
  tradeType,
  type LocalSeoArticleFile,
  type PortfolioCaseItem,
  type TestimonialItem,
} from '../../src/lib/content-model';
import { CONTENT, listFiles, readJson } from '../support/content';

/**
 * The tests' made-up trade, town and person can never collide with content, because the model refuses them: an editor
 * who adds a real glazier in a real town breaks no test.
 */
describe('the names kept for tests', () => {
  const trades = readJson<Array<Record<string, unknown>>>(path.join(CONTENT, 'home', 'trades.json'));
  const reviews = readJson<TestimonialItem[]>(path.join(CONTENT, 'home', 'testimonials.json'));
  const cases = readJson<PortfolioCaseItem[]>(path.join(CONTENT, 'portfolio', 'cases.json'));
  const [articleFile] = listFiles(path.join(CONTENT, 'articles', 'local-seo'), '.json');
  const article = readJson<LocalSeoArticleFile>(articleFile!);
  const tradeIds = trades.map((trade) => String(trade.id));

  it('are refused by the model wherever content names a trade, a town or a person, in words an editor understands', () => {
    const kept = /is kept for the site's tests: use a real name/;
    expect(contentProblems(tradeType.schema, { ...trades[0], id: RESERVED_FOR_TESTS.trade })).toEqual([expect.stringMatching(kept)]);
    expect(contentProblems(testimonialType.schema, { ...reviews[0], name: RESERVED_FOR_TESTS.person })).toEqual([
      expect.stringMatching(kept),
    ]);
    expect(contentProblems(portfolioCaseType.schema, { ...cases[0], testimonialAuthor: RESERVED_FOR_TESTS.person })).toEqual([
      expect.stringMatching(kept),
    ]);
    const town = RESERVED_FOR_TESTS.town;
    const slug = `${article.slug.slice(0, article.slug.lastIndexOf('-'))}-${town.toLowerCase()}`;
    const inTown = { ...article, city: town, slug, serviceAreas: [`${town} West`, ...article.serviceAreas.slice(1)] };
    const problems = contentProblems(localSeoArticleType.schema, inTown, { trades: tradeIds });
    expect(
      problems
        .filter((problem) => kept.test(problem))
        .map((problem) => problem.split(':')[0])
        .sort(),
    ).toEqual(['city', 'serviceAreas[0]']);
    const customer = { ...article, testimonials: [{ ...article.testimonials[0]!, name: RESERVED_FOR_TESTS.person }] };
    expect(contentProblems(localSeoArticleType.schema, customer, { trades: tradeIds })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^testimonials\[0\]\.name: .*kept for the site's tests/)]),
    );
  });

  it('are words no real name starts with, and today’s content uses none of them', () => {
    for (const name of Object.values(RESERVED_FOR_TESTS)) expect([name, isReservedName(name)]).toEqual([name, true]);
    for (const real of ['Exeter', 'Exmouth', 'Sam Exemplar', 'glazier', 'Den Haag'])
      expect([real, isReservedName(real)]).toEqual([real, false]);
    expect(tradeIds.filter(isReservedName)).toEqual([]);
    expect(reviews.map((review) => review.name).filter(isReservedName)).toEqual([]);
  });
});
