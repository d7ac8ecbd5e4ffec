import type { CreatePagesArgs } from 'gatsby';
import { isLanguage } from '../lib/languages';
import type { ArticleSlugs } from '../lib/redirects';

type Graphql = CreatePagesArgs['graphql'];

interface ArticleSlugsResult {
  allMdx: { nodes: Array<{ frontmatter: { id: string | null; language: string; slug: string | null } }> };
  allLocalSeoArticle: { nodes: Array<{ articleId: string; slug: string }> };
}

/** Every article's slug per language: general posts (MDX, en + nl) and Local SEO articles (JSON, en). */
export async function queryArticleSlugs(graphql: Graphql): Promise<ArticleSlugs[]> {
  const result = await graphql<ArticleSlugsResult>(`
    {
      allMdx(filter: { frontmatter: { id: { ne: null }, slug: { ne: null } } }) {
        nodes {
          frontmatter {
            id
            language
            slug
          }
        }
      }
      allLocalSeoArticle {
        nodes {
          articleId
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Could not query article slugs: ${JSON.stringify(result.errors)}`);
  const byId = new Map<string, ArticleSlugs>();
  for (const { frontmatter } of result.data.allMdx.nodes) {
    if (!frontmatter.id || !frontmatter.slug || !isLanguage(frontmatter.language)) continue;
    const entry = byId.get(frontmatter.id) ?? { articleId: frontmatter.id, slugs: {} };
    entry.slugs[frontmatter.language] = frontmatter.slug;
    byId.set(frontmatter.id, entry);
  }
  for (const article of result.data.allLocalSeoArticle.nodes) {
    byId.set(article.articleId, { articleId: article.articleId, slugs: { en: article.slug } });
  }
  return [...byId.values()];
}
