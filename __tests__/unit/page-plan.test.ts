import { siteSources } from '../support/content';

/**
 * Adding a language touches the language list, the locales and the content, and nothing else: with a third
 * language added to the list alone, the page plan, the routes and the redirects take it in.
 */
jest.mock('../../src/lib/language-list', () => {
  const { LANGUAGE_LIST } = jest.requireActual<{ LANGUAGE_LIST: readonly object[] }>('../../src/lib/language-list');
  const german = {
    code: 'de',
    name: 'Deutsch',
    viewInLanguage: 'Diese Seite auf Deutsch ansehen',
    locale: 'de-DE',
    currency: 'EUR',
    number: { group: '.', decimal: ',' },
    moneyPattern: '{sign}{amount}\u00a0€',
    months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    datePattern: '{day}. {month} {year}',
    slugs: {
      home: '',
      portfolio: 'portfolio',
      plumber: 'website-fuer-installateure',
      blog: 'blog',
      privacy: 'datenschutz',
      terms: 'agb',
      cookies: 'cookies',
      notFound: '404',
      thanks: 'danke',
      preview: 'website-vorschau',
    },
    blogPaths: {
      category: 'kategorie',
      page: 'seite',
      categories: { 'local-seo': 'lokale-seo', 'website-tips': 'website-tipps', 'industry-specific': 'branchen' },
    },
  };
  return { LANGUAGE_LIST: [...LANGUAGE_LIST, german] };
});

// Imported after the mock: every module below derives its languages from the list.
import { paginationWindow, planPages, planRedirects } from '../../src/lib/page-plan';
import { LANGUAGES } from '../../src/lib/languages';
import { formatDate, formatMoney } from '../../src/lib/format';
import { languageOfPath } from '../../src/lib/routes';

const sources = siteSources();
const german = {
  ...sources,
  articles: [
    ...sources.articles,
    // The content gains a German translation of the plumber post: it shares the English post's articleId.
    {
      ...sources.articles.find((article) => article.slug === 'why-every-plumber-needs-professional-website')!,
      id: 'de-plumber-post',
      language: 'de' as never,
      slug: 'warum-installateure-eine-website-brauchen',
    },
  ],
  legalDocuments: [
    ...sources.legalDocuments,
    ...['privacy', 'terms', 'cookies'].map((pageId) => ({ pageId, language: 'de', contentFilePath: `content/legal/de/${pageId}.mdx` })),
  ],
};
const plan = planPages(german);
const pathsIn = (language: string) => plan.filter((page) => page.context.language === language).map((page) => page.path);

describe('a third language added to the language list', () => {
  it('is a language of the site, with its own prefix and formats', () => {
    expect(LANGUAGES).toEqual(['en', 'nl', 'de']);
    expect(languageOfPath('/de/agb/')).toBe('de');
    expect(formatMoney(1234.5, 'de' as never)).toBe('1.234,50\u00a0€');
    expect(formatDate('2024-08-11', 'de' as never)).toBe('11. August 2024');
  });

  it('gets every page of the site under /de/, with its translated slugs', () => {
    expect(pathsIn('de')).toEqual(
      expect.arrayContaining([
        '/de/',
        '/de/portfolio/',
        '/de/website-fuer-installateure/',
        '/de/website-vorschau/',
        '/de/blog/',
        '/de/agb/',
        '/de/datenschutz/',
        '/de/404/',
      ]),
    );
    expect(pathsIn('de')).toContain('/de/blog/warum-installateure-eine-website-brauchen/');
    // The English-only Local SEO articles stay English only.
    expect(pathsIn('de').some((path) => path.includes('plumber-chicago'))).toBe(false);
  });

  it('links every page with its German version in hreflang, and the translations back', () => {
    const terms = plan.find((page) => page.path === '/terms/')!;
    expect(terms.context.alternates).toEqual([
      { language: 'en', path: '/terms/' },
      { language: 'nl', path: '/nl/algemene-voorwaarden/' },
      { language: 'de', path: '/de/agb/' },
    ]);
    const post = plan.find((page) => page.path === '/de/blog/warum-installateure-eine-website-brauchen/')!;
    expect(post.context.alternates.map((alternate) => alternate.language)).toEqual(['en', 'nl', 'de']);
    expect(post.context.i18n).toMatchObject({
      language: 'de',
      routed: true,
      originalPath: '/blog/why-every-plumber-needs-professional-website/',
    });
  });

  it('tells the i18n plugin on every page which languages there are, and that German pages are German', () => {
    for (const page of plan) expect(page.context.i18n.languages).toEqual(['en', 'nl', 'de']);
    const germanPages = plan.filter((page) => page.path.startsWith('/de/'));
    expect(germanPages.map((page) => page.path).sort()).toEqual(
      [
        '/de/',
        '/de/404/',
        '/de/agb/',
        '/de/blog/',
        '/de/blog/kategorie/branchen/',
        '/de/blog/warum-installateure-eine-website-brauchen/',
        '/de/cookies/',
        '/de/danke/',
        '/de/datenschutz/',
        '/de/portfolio/',
        // A case's client site is in its market's language only: no client is German, so no case site is.
        '/de/website-fuer-installateure/',
        '/de/website-vorschau/',
      ].sort(),
    );
    for (const page of germanPages) expect(page.context.i18n.language).toBe(String('de'));
  });

  it('redirects the German aliases of translated pages, in one hop', () => {
    const table = planRedirects(german, plan);
    const targetOf = (from: string) => table.find((redirect) => redirect.from === from)?.to;
    expect(targetOf('/de/terms')).toBe('/de/agb/');
    expect(targetOf('/agb')).toBe('/de/agb/');
    expect(targetOf('/de/blog/plumber-chicago')).toBe('/blog/plumber-chicago/');
    // A case's site in German leads to the site in its client's language, and the case above it to the portfolio
    // that shows it: the default language's shows every client.
    const [item] = sources.cases!;
    const site = plan.find((page) => page.context.caseSlug === item!.slug)!.path;
    expect(targetOf(`/de/portfolio/${item!.slug}/site`)).toBe(site);
    expect(targetOf(`/de/portfolio/${item!.slug}`)).toBe(`/portfolio/#${item!.slug}`);
  });

  it('refuses to plan a language whose legal texts are missing', () => {
    expect(() => planPages(sources)).toThrow(/content\/legal\/de\/privacy\.mdx is missing/);
  });
});

describe('pagination window', () => {
  it('shows the first, the last and the neighbours of the current page, never more than seven links', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 167)).toEqual([1, 2, null, 167]);
    expect(paginationWindow(84, 167)).toEqual([1, null, 83, 84, 85, null, 167]);
    // A gap of one page shows that page instead of an ellipsis.
    expect(paginationWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (let count = 1; count <= 60; count += 1)
      for (let page = 1; page <= count; page += 1) {
        const window = paginationWindow(page, count);
        expect(window.length).toBeLessThanOrEqual(7);
        expect(window).toContain(page);
        expect(window[0]).toBe(1);
        expect(window[window.length - 1]).toBe(count);
      }
  });
});
