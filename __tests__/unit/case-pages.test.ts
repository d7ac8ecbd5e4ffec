import path from 'path';
import { casePortfolioPath, planPages, planRedirects } from '../../src/lib/page-plan';
import { caseSitePath } from '../../src/lib/case-site/paths';
import { LANGUAGES } from '../../src/lib/languages';
import { casesShownIn, marketLanguage } from '../../src/lib/markets';
import { fallbackHtml, normalizeFrom } from '../../src/lib/redirects';
import { pagePath } from '../../src/lib/routes';
import type { PortfolioCaseItem } from '../../src/lib/content-model';
import { CONTENT, readJson, siteSources } from '../support/content';

/*
 * A case's pages exist in its client's language only (issue 56): the site of a Dutch client is Dutch. Its address in
 * another language, and every address above it, lead somewhere that answers.
 */
const cases = readJson<PortfolioCaseItem[]>(path.join(CONTENT, 'portfolio', 'cases.json'));
const sources = siteSources();
const plan = planPages(sources);
const table = planRedirects(sources, plan);
const pages = new Set(plan.map((page) => page.path));
const targetOf = (from: string) => table.find((redirect) => redirect.from === normalizeFrom(from))?.to;
/** Whether the portfolio page at `target` (a path with an anchor) shows the case with that anchor. */
const portfolioShows = (target: string) => {
  const [page, anchor] = target.split('#');
  const language = LANGUAGES.find((candidate) => pagePath('portfolio', candidate) === page);
  return language !== undefined && casesShownIn(cases, language).some((item) => item.slug === anchor);
};

describe("a case's site", () => {
  it("is one page, in its client's language, offering no other language's version", () => {
    for (const item of cases) {
      const sites = plan.filter((page) => page.template === 'case-site' && page.context.caseSlug === item.slug);
      const language = marketLanguage(item.market);
      expect(sites.map((page) => page.path)).toEqual([caseSitePath(language, item.slug)]);
      expect(sites[0]!.context.language).toBe(language);
      expect(sites[0]!.context.alternates).toEqual([{ language, path: caseSitePath(language, item.slug) }]);
    }
  });

  it("sends the language switch to the other language's portfolio, at the case where it shows the case", () => {
    for (const item of cases) {
      const site = plan.find((page) => page.template === 'case-site' && page.context.caseSlug === item.slug)!;
      const nearest = site.context.nearest!;
      expect(nearest.map((alternate) => alternate.language)).toEqual(LANGUAGES.filter((language) => language !== site.context.language));
      for (const { language, path: target } of nearest) {
        const [page, anchor] = target.split('#');
        const shown = casesShownIn(cases, language).some((other) => other.slug === item.slug);
        expect([item.slug, target]).toEqual([
          item.slug,
          shown ? `${pagePath('portfolio', language)}#${item.slug}` : pagePath('portfolio', language),
        ]);
        expect([target, pages.has(page!), anchor === undefined || portfolioShows(target)]).toEqual([target, true, true]);
      }
    }
  });

  it('answers in every other language with a redirect to itself, in one hop', () => {
    for (const item of cases)
      for (const language of LANGUAGES.filter((other) => other !== marketLanguage(item.market)))
        expect(targetOf(caseSitePath(language, item.slug))).toBe(caseSitePath(marketLanguage(item.market), item.slug));
  });

  it('has every address above it answer: a page, or a redirect to the case on a portfolio that shows it', () => {
    for (const item of cases)
      for (const language of LANGUAGES) {
        const segments = caseSitePath(language, item.slug).split('/').filter(Boolean);
        for (let length = segments.length - 1; length > 0; length--) {
          const parent = `/${segments.slice(0, length).join('/')}/`;
          if (pages.has(parent)) continue;
          const target = targetOf(parent);
          expect([parent, target]).toEqual([parent, casePortfolioPath(language, item)]);
          expect([parent, portfolioShows(target!)]).toEqual([parent, true]);
        }
      }
  });

  it("lands, where a host sends no redirects, on the case's anchor; the canonical link names the page", () => {
    const [item] = cases;
    const target = casePortfolioPath(marketLanguage(item!.market), item!);
    const html = fallbackHtml(target, `https://www.example.test${target}`, { title: 'Moved', movedTo: 'Moved to' });
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${target}">`);
    expect(html).toContain(`<link rel="canonical" href="https://www.example.test${target.split('#')[0]}">`);
  });
});
