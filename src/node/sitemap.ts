import { DEFAULT_LANGUAGE } from '../lib/languages';
import { absoluteUrl, type Alternate } from '../lib/routes';

export interface SitemapPage {
  path: string;
  pageContext: { alternates?: Alternate[]; noindex?: boolean } | null;
}

/** One sitemap entry with xhtml:link alternates for every language version plus x-default. */
export function sitemapSerialize(page: SitemapPage, siteUrl: string) {
  const alternates = page.pageContext?.alternates ?? [];
  const defaultVersion = alternates.find((alternate) => alternate.language === DEFAULT_LANGUAGE);
  const links =
    alternates.length > 1
      ? [
          ...alternates.map((alternate) => ({ lang: alternate.language, url: absoluteUrl(siteUrl, alternate.path) })),
          ...(defaultVersion ? [{ lang: 'x-default', url: absoluteUrl(siteUrl, defaultVersion.path) }] : []),
        ]
      : [];
  return { url: page.path, links };
}
