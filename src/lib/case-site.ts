import type { Language } from './languages';
import { localizedPath, pageSlug } from './routes';
import { previewAnswersOf, type PreviewAnswers } from './site-preview/answers';

/*
 * A portfolio case's client site (content/portfolio/cases.json), made with the visitor's website's component: its
 * address and the answers it is made from. Its own module, so that the pages that do not link to it carry none of it.
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

/** The answers a client's site is made from: its name, trade, town, phone number and style, as if it had filled in the intake. */
export function caseSiteAnswers(item: { client: string; trade: string; location: string; phone: string; style: string }): PreviewAnswers {
  return previewAnswersOf({ company: item.client, industry: item.trade, town: item.location, phone: item.phone, style: item.style });
}
