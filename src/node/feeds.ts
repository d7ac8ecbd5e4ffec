import { absoluteUrl } from '../lib/routes';
import type { Language } from '../lib/languages';

interface FeedQueryResult {
  allArticle: { nodes: Array<{ title: string; excerpt: string; path: string; date: string; author: string }> };
}

const TITLES: Record<Language, string> = {
  en: 'Tradecraft Web blog: website and local SEO tips for tradespeople',
  nl: 'Tradecraft Web blog: tips over websites en lokale vindbaarheid voor vakmensen',
};

/** gatsby-plugin-feed: one RSS feed per language, newest first (/rss.xml and /nl/rss.xml). */
export function feedOptions(siteUrl: string) {
  const feed = (language: Language, output: string) => ({
    output,
    title: TITLES[language],
    description: TITLES[language],
    site_url: absoluteUrl(siteUrl, language === 'nl' ? '/nl/blog/' : '/blog/'),
    feed_url: absoluteUrl(siteUrl, output),
    language,
    query: `{ allArticle(filter: { language: { eq: "${language}" } }, sort: { date: DESC }) { nodes { title excerpt path date author } } }`,
    serialize: ({ query }: { query: FeedQueryResult }) =>
      query.allArticle.nodes.map((article) => ({
        title: article.title,
        description: article.excerpt,
        date: article.date,
        author: article.author,
        url: absoluteUrl(siteUrl, article.path),
        guid: absoluteUrl(siteUrl, article.path),
      })),
  });
  return {
    query: `{ site { siteMetadata { title siteUrl } } }`,
    feeds: [feed('en', '/rss.xml'), feed('nl', '/nl/rss.xml')],
  };
}
