import type { Language } from '../languages';
import { localizedPath, pageSlug } from '../routes';

/*
 * The address of a portfolio case's client site (content/portfolio/cases.json). Its own module, so that the pages that
 * do not link to it carry none of it; what the site is made from is src/lib/case-site/model.ts.
 */

/**
 * The last segment of a client site's address, the same word in every language ("site" is Dutch too): kept out of the
 * language list, which every page's scripts carry, so that no page but these carries it.
 */
const CASE_SITE_SEGMENT = 'site';

/** The site a portfolio case's client has, as a page of its own under the case's portfolio: /portfolio/{case}/site/, /nl/portfolio/{case}/site/. */
export function caseSitePath(language: Language, caseSlug: string): string {
  return localizedPath(language, `${pageSlug('portfolio', language)}/${caseSlug}/${CASE_SITE_SEGMENT}`);
}
