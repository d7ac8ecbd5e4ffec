import { expect, oneWidthFor, test } from './support/test';
import { HOME_CASE_COUNT, casesShownIn } from '../../src/lib/markets';
import { caseSitePath } from '../../src/lib/case-site/paths';
import { casePortfolioPath } from '../../src/lib/page-plan';
import { pagePath } from '../../src/lib/routes';
import casesFile from '../../content/portfolio/cases.json';
import englishHome from '../../locales/en/home.json';

/*
 * One story per market (issue 56, point 3): Dutch pages show Dutch clients only, English pages every client with the
 * Dutch ones marked, and a case's pages exist in its client's language, their other addresses leading there.
 */
const cases = casesFile as Array<{ slug: string; client: string; market: string; result: Record<'en' | 'nl', string> }>;
const dutch = cases.filter((item) => item.market === 'nl');
const english = cases.filter((item) => item.market === 'en');
const idsOf = (articles: Element[]) => articles.map((article) => article.id);

test('the English portfolio shows every client and marks those in the Netherlands', oneWidthFor('en'), async ({ page, context }) => {
  await page.goto(pagePath('portfolio', 'en'));
  expect(await page.getByTestId('case-study').evaluateAll(idsOf)).toEqual(casesShownIn(cases, 'en').map((item) => item.slug));
  for (const { slug } of dutch)
    await expect(page.locator(`article#${slug}`).getByTestId('case-market')).toHaveText(englishHome.home.portfolio.clientIn.nl);
  for (const { slug } of english) await expect(page.locator(`article#${slug}`).getByTestId('case-market')).toHaveCount(0);

  // The address above a Dutch client's site answers: it leads to the case on this portfolio (a redirect page here,
  // a 301 on Netlify), its anchor kept. Playwright's own page: a redirect page has no Gatsby page to hydrate.
  const item = dutch.at(-1)!;
  const redirected = await context.newPage();
  await redirected.goto(`${pagePath('portfolio', 'en')}${item.slug}/`, { waitUntil: 'domcontentloaded' });
  await expect(redirected).toHaveURL((url) => url.pathname + url.hash === casePortfolioPath('en', item));
  await expect(redirected.locator(`article#${item.slug}`)).toContainText(item.result.en);
});

test(
  'Dutch pages show Dutch clients only, and a case site in another language leads to its own',
  oneWidthFor('nl'),
  async ({ page, context }) => {
    await page.goto(pagePath('home', 'nl'));
    const home = casesShownIn(cases, 'nl', HOME_CASE_COUNT);
    expect(home).toHaveLength(HOME_CASE_COUNT);
    await expect(page.getByTestId('portfolio-featured')).toHaveCount(1);
    await expect(page.getByTestId('portfolio-item')).toHaveCount(HOME_CASE_COUNT - 1);
    // Each card links to its case on the Dutch portfolio, and each is a Dutch client's.
    const linked = await page
      .locator('[data-testid="portfolio-featured"], [data-testid="portfolio-item"]')
      .locator(`a[href^="${pagePath('portfolio', 'nl')}#"]`)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('#')[1]));
    expect(linked.sort()).toEqual(home.map((item) => item.slug).sort());
    await expect(page.getByTestId('case-market')).toHaveCount(0);

    await page.goto(pagePath('portfolio', 'nl'));
    expect(await page.getByTestId('case-study').evaluateAll(idsOf)).toEqual(dutch.map((item) => item.slug));
    await expect(page.getByTestId('case-market')).toHaveCount(0);

    // An English client's site has no Dutch page: its Dutch address leads to the English site.
    const client = english[0]!;
    const redirected = await context.newPage();
    await redirected.goto(caseSitePath('nl', client.slug), { waitUntil: 'domcontentloaded' });
    await expect(redirected).toHaveURL((url) => url.pathname === caseSitePath('en', client.slug));
    await expect(redirected.getByRole('heading', { level: 1 })).toHaveText(client.client);
    // Its language switch (in the header, or its menu on a phone) offers no Dutch page of the site: the Dutch portfolio.
    const switches = await redirected.getByTestId('language-switch').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(switches.length).toBeGreaterThan(0);
    expect(new Set(switches)).toEqual(new Set([pagePath('portfolio', 'nl')]));
  },
);
