import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/languages';
import { absoluteUrl, languagePrefix, pagePath } from '../lib/routes';
import { buildTranslator } from './locales';

interface FeedQueryResult {
  allArticle: { nodes: Array<{ title: string; excerpt: string; path: string; date: string; author: string }> };
}

/** Articles a feed lists: the newest, so a feed reader's download does not grow with the blog. */
export const FEED_LENGTH = 50;

/** Where a language's feed lives: /rss.xml, /nl/rss.xml, … */
export function feedPath(language: Language): string {
  return `${languagePrefix(language)}/rss.xml`;
}

/**
 * gatsby-plugin-feed: one RSS feed per language, the newest 50 articles. Each is linked from the head of that
 * language's pages only (`match`), once.
 */
export function feedOptions(siteUrl: string) {
  const feed = (language: Language) => {
    const t = buildTranslator(language, ['blog']);
    const otherPrefixes = LANGUAGES.filter((other) => other !== DEFAULT_LANGUAGE).map((other) => languagePrefix(other).slice(1));
    return {
      output: feedPath(language),
      title: t('blog.feedTitle'),
      description: t('blog.metaDescription'),
      site_url: absoluteUrl(siteUrl, pagePath('blog', language)),
      feed_url: absoluteUrl(siteUrl, feedPath(language)),
      language,
      match: language === DEFAULT_LANGUAGE ? `^/(?!(${otherPrefixes.join('|')})/)` : `^${languagePrefix(language)}/`,
      query: `{ allArticle(filter: { language: { eq: "${language}" } }, sort: [{ date: DESC }, { slug: ASC }], limit: ${FEED_LENGTH}) { nodes { title excerpt path date author } } }`,
      serialize: ({ query }: { query: FeedQueryResult }) =>
        query.allArticle.nodes.map((article) => ({
          title: article.title,
          description: article.excerpt,
          date: article.date,
          author: article.author,
          url: absoluteUrl(siteUrl, article.path),
          guid: absoluteUrl(siteUrl, article.path),
        })),
    };
  };
  return {
    query: `{ site { siteMetadata { title siteUrl } } }`,
    feeds: LANGUAGES.map(feed),
  };
}
