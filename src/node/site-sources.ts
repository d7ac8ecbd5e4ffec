import type { CreatePagesArgs } from 'gatsby';
import type { SiteSources } from '../lib/page-plan';
import { isCategory } from '../lib/articles';
import { isLanguage } from '../lib/languages';

/**
 * What the page plan and the redirect table are built from (src/lib/page-plan.ts), read from GraphQL: the
 * articles, legal texts and legacy paths. Throws with GraphQL's errors when the query fails.
 */
export async function querySiteSources(graphql: CreatePagesArgs['graphql']): Promise<SiteSources> {
  const result = await graphql<Queries.SiteSourcesQuery>(`
    query SiteSources {
      allArticle(sort: [{ date: DESC }, { slug: ASC }]) {
        nodes {
          id
          articleId
          kind
          language
          slug
          title
          excerpt
          category
          date
          trade
          city
          parent {
            id
            internal {
              type
              contentFilePath
            }
          }
        }
      }
      legalDocuments: allMdx(filter: { frontmatter: { pageId: { ne: null } } }) {
        nodes {
          frontmatter {
            pageId
            language
          }
          internal {
            contentFilePath
          }
        }
      }
      allPortfolioCase {
        nodes {
          slug
          market
        }
      }
      allLegacyRedirect {
        nodes {
          from
          page
          articleId
          language
          note
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    throw new Error(`Could not query the site's content: ${JSON.stringify(result.errors)}`);
  }
  const { allArticle, legalDocuments, allLegacyRedirect, allPortfolioCase } = result.data;
  return {
    articles: allArticle.nodes.map((article) => {
      if (!isLanguage(article.language) || !isCategory(article.category))
        throw new Error(`Article ${article.slug}: bad language or category`);
      if (!article.parent) throw new Error(`Article ${article.slug} has no source node`);
      if (article.kind !== 'general' && article.kind !== 'local-seo')
        throw new Error(`Article ${article.slug}: unknown kind ${article.kind}`);
      return {
        id: article.id,
        articleId: article.articleId,
        kind: article.kind,
        language: article.language,
        slug: article.slug,
        title: article.title,
        excerpt: article.excerpt,
        category: article.category,
        date: article.date,
        trade: article.trade,
        city: article.city,
        sourceNodeId: article.parent.id,
        contentFilePath: article.parent.internal.type === 'Mdx' ? (article.parent.internal.contentFilePath ?? null) : null,
      };
    }),
    legalDocuments: legalDocuments.nodes.flatMap(({ frontmatter, internal }) =>
      frontmatter.pageId && internal.contentFilePath
        ? [{ pageId: frontmatter.pageId, language: frontmatter.language, contentFilePath: internal.contentFilePath }]
        : [],
    ),
    cases: allPortfolioCase.nodes.map(({ slug, market }) => ({ slug, market })),
    legacyPaths: allLegacyRedirect.nodes.map((node) => {
      if (!isLanguage(node.language)) throw new Error(`Redirect ${node.from}: unknown language ${node.language}`);
      return {
        from: node.from,
        language: node.language,
        page: node.page ?? undefined,
        articleId: node.articleId ?? undefined,
        note: node.note ?? undefined,
      };
    }),
  };
}
