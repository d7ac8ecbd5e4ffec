/**
 * The pages Lighthouse looks at: one of every page type, in each language the type exists in.
 * `npm run test:lighthouse` checks their byte budgets and scores; `npm run bench` times them.
 */
import cases from '../../content/portfolio/cases.json';
import { TRADE_IDS } from '../../src/content/trades';
import { caseSitePath } from '../../src/lib/case-site/paths';
import { LANGUAGES, type Language } from '../../src/lib/languages';
import { previewPath } from '../../src/lib/site-preview/answers';
import { STYLES } from '../../src/lib/forms/options';

export type PageKind = 'home' | 'plumber' | 'blogIndex' | 'article' | 'localSeoArticle' | 'portfolio' | 'legal' | 'caseSite' | 'preview';

export interface AuditedPage {
  path: string;
  kind: PageKind;
  /** Kept out of search on purpose (a client's site, the visitor's preview). */
  noindex?: boolean;
}

/** Each market's first case: its client's site, in the market's language (the only one it has). */
const caseSitePages: AuditedPage[] = LANGUAGES.flatMap((language: Language) => {
  const first = cases.find((item) => item.market === language);
  return first ? [{ path: caseSitePath(language, first.slug), kind: 'caseSite' as const, noindex: true }] : [];
});

/** The preview page as a visitor reaches it from the intake: their answers in its fragment (the last trade, the last style). */
const previewPages: AuditedPage[] = LANGUAGES.map((language) => ({
  path: previewPath(language, {
    business: language === 'nl' ? 'Vakwerk Bakker' : 'Harbour Trade Co.',
    trade: TRADE_IDS[TRADE_IDS.length - 1]!,
    town: language === 'nl' ? 'Zwolle' : 'Vancouver',
    phone: language === 'nl' ? '+31 38 123 4567' : '+1 604 555 0100',
    style: STYLES[STYLES.length - 1]!,
    addOns: [],
  }),
  kind: 'preview',
  noindex: true,
}));

export const AUDITED_PAGES: AuditedPage[] = [
  { path: '/', kind: 'home' },
  { path: '/nl/', kind: 'home' },
  { path: '/plumber-website-design/', kind: 'plumber' },
  { path: '/nl/loodgieter-website-maken/', kind: 'plumber' },
  { path: '/blog/', kind: 'blogIndex' },
  { path: '/nl/blog/', kind: 'blogIndex' },
  { path: '/blog/plumber-chicago/', kind: 'localSeoArticle' },
  { path: '/nl/blog/loodgieter-rotterdam/', kind: 'localSeoArticle' },
  { path: '/blog/why-every-plumber-needs-professional-website/', kind: 'article' },
  { path: '/nl/blog/loodgieter-website-meer-klanten/', kind: 'article' },
  { path: '/portfolio/', kind: 'portfolio' },
  { path: '/nl/portfolio/', kind: 'portfolio' },
  { path: '/terms/', kind: 'legal' },
  { path: '/nl/algemene-voorwaarden/', kind: 'legal' },
  ...caseSitePages,
  ...previewPages,
];

/**
 * The pages `npm test` audits (scripts/lighthouse/check.ts): both home pages, whose budget the issues name, and of every
 * other type the language that weighs more. A type's two languages share its template and scripts (their script
 * bytes were within 0.6 KiB of each other on 2026-11-27), axe checks both languages of every page in the browser tests
 * (pages.spec.ts), and `npm run bench` still times all of AUDITED_PAGES: half the audits keep a 2-core machine's
 * `npm test` within its time.
 */
export const BUDGETED_PAGES: AuditedPage[] = AUDITED_PAGES.filter(
  (page) =>
    [
      '/',
      '/nl/',
      '/nl/loodgieter-website-maken/',
      '/nl/blog/',
      '/nl/blog/loodgieter-rotterdam/',
      '/nl/blog/loodgieter-website-meer-klanten/',
      '/portfolio/',
      '/nl/algemene-voorwaarden/',
    ].includes(page.path) ||
    page === caseSitePages[0] ||
    page === previewPages[0],
);

/**
 * Selects pages by a substring of their path (`npm run bench -- --only=/nl/`) or by their exact paths, comma-separated
 * (`--pages=/,/nl/portfolio/`: a substring cannot pick the home page alone).
 */
export function selectPages(only: string | undefined, exact?: string): AuditedPage[] {
  const paths = exact?.split(',');
  return AUDITED_PAGES.filter((page) => (!only || page.path.includes(only)) && (!paths || paths.includes(page.path)));
}
