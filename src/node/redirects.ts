import fs from 'fs';
import path from 'path';
import type { CreatePagesArgs, ParentSpanPluginArgs } from 'gatsby';
import business from '../../content/site/business.json';
import { absoluteUrl } from '../lib/routes';
import { buildRedirects, fallbackHtml, type LegacyPath, type Redirect } from '../lib/redirects';
import { queryArticleSlugs } from './article-slugs';

type Graphql = CreatePagesArgs['graphql'];

interface RedirectSourcesResult {
  allLegacyRedirect: { nodes: LegacyPath[] };
  allSitePage: { nodes: Array<{ path: string }> };
}

/** The redirect table from content/redirects/legacy-paths.json, the route map and the articles. */
export async function loadRedirectTable(graphql: Graphql): Promise<Redirect[]> {
  const result = await graphql<RedirectSourcesResult>(`
    {
      allLegacyRedirect {
        nodes {
          from
          page
          articleId
          language
          note
        }
      }
      allSitePage {
        nodes {
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Could not query redirects: ${JSON.stringify(result.errors)}`);
  const legacy = result.data.allLegacyRedirect.nodes.map((node) => ({
    ...node,
    page: node.page ?? undefined,
    articleId: node.articleId ?? undefined,
  }));
  const articles = await queryArticleSlugs(graphql);
  return buildRedirects(
    legacy,
    articles,
    result.data.allSitePage.nodes.map((node) => node.path),
  );
}

/**
 * Permanent redirects for hosts that support them (gatsby-adapter-netlify writes them as 301s). Forced,
 * because Netlify serves an existing file before an unforced rule, and every source has a fallback file.
 */
export async function createRedirects({ actions, graphql }: CreatePagesArgs): Promise<void> {
  for (const redirect of await loadRedirectTable(graphql)) {
    actions.createRedirect({ fromPath: redirect.from, toPath: redirect.to, isPermanent: true, force: true, redirectInBrowser: false });
  }
  // Unknown Dutch URLs get the Dutch 404 page (with a 404 status) on Netlify.
  actions.createRedirect({ fromPath: '/nl/*', toPath: '/nl/404/', statusCode: 404 });
}

/** For hosts that ignore redirects (gatsby serve, plain static hosts): a meta-refresh page at every source. */
export async function writeRedirectFallbacks({ graphql, reporter }: ParentSpanPluginArgs & { graphql: Graphql }): Promise<void> {
  const table = await loadRedirectTable(graphql);
  for (const redirect of table) {
    const file = path.join('public', redirect.from, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, fallbackHtml(redirect.to, absoluteUrl(business.siteUrl, redirect.to)));
  }
  reporter.info(`Wrote ${table.length} redirect fallback pages`);
}

export function writeRobotsTxt(): void {
  fs.writeFileSync(
    path.join('public', 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(business.siteUrl, '/sitemap-index.xml')}\n`,
  );
}
