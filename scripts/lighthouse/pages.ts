/**
 * The pages Lighthouse looks at: one of every page type, in each language the type exists in.
 * `npm run test:lighthouse` checks their byte budgets and scores; `npm run bench` times them.
 */
export type PageKind = 'home' | 'plumber' | 'blogIndex' | 'article' | 'localSeoArticle' | 'portfolio' | 'legal';

export interface AuditedPage {
  path: string;
  kind: PageKind;
}

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
];

/**
 * Selects pages by a substring of their path (`npm run bench -- --only=/nl/`) or by their exact paths, comma-separated
 * (`--pages=/,/nl/portfolio/`: a substring cannot pick the home page alone).
 */
export function selectPages(only: string | undefined, exact?: string): AuditedPage[] {
  const paths = exact?.split(',');
  return AUDITED_PAGES.filter((page) => (!only || page.path.includes(only)) && (!paths || paths.includes(page.path)));
}
