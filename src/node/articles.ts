import path from 'path';
import type { CreatePagesArgs, GatsbyNode, Node } from 'gatsby';
import { isLanguage, type Language } from '../lib/languages';
import { articlePath } from '../lib/routes';
import { articleSortKey, coverImagePath, isCategory, relatedArticles, socialImagePath, type ArticleSummary } from '../lib/articles';
import { localizedPageContext } from '../lib/page-context';

interface MdxArticleNode extends Node {
  frontmatter?: Record<string, unknown>;
}

interface LocalSeoNode extends Node {
  jsonId: string;
  slug: string;
  trade: string;
  service: string;
  city: string;
  title: string;
  excerpt: string;
  metaDescription: string;
  keywords: string[];
  category: string;
  author: string;
  date: string;
  readTime: number;
}

/** Fields of the unified `Article` node, shared by both article sources. */
interface ArticleFields extends ArticleSummary {
  path: string;
  metaDescription: string;
  keywords: string[];
  author: string;
  readTime: number;
  city: string | null;
  service: string | null;
  sortKey: number;
  coverImage: string;
  socialImage: string;
}

function fields(summary: Omit<ArticleFields, 'path' | 'sortKey' | 'coverImage' | 'socialImage'>): ArticleFields {
  return {
    ...summary,
    path: articlePath(summary.language, summary.slug),
    sortKey: articleSortKey(summary.articleId),
    coverImage: coverImagePath(summary),
    socialImage: socialImagePath(summary),
  };
}

function fromMdx(node: MdxArticleNode): ArticleFields | null {
  const matter = node.frontmatter ?? {};
  if (matter.id === undefined || matter.slug === undefined) return null; // legal pages are MDX too
  const language = String(matter.language);
  const category = String(matter.category);
  if (!isLanguage(language) || !isCategory(category)) throw new Error(`Article ${String(matter.slug)}: bad language or category`);
  return fields({
    articleId: String(matter.id),
    kind: 'general',
    language,
    slug: String(matter.slug),
    title: String(matter.title),
    excerpt: String(matter.excerpt),
    metaDescription: String(matter.metaDescription ?? matter.excerpt),
    keywords: Array.isArray(matter.keywords) ? matter.keywords.map(String) : [],
    category,
    author: String(matter.author),
    date: matter.date instanceof Date ? matter.date.toISOString().slice(0, 10) : String(matter.date).slice(0, 10),
    readTime: Number(matter.readTime),
    trade: null,
    city: null,
    service: null,
  });
}

function fromLocalSeo(node: LocalSeoNode): ArticleFields {
  const language: Language = 'en';
  if (!isCategory(node.category)) throw new Error(`Article ${node.slug}: bad category`);
  return fields({
    articleId: node.jsonId,
    kind: 'local-seo',
    language,
    slug: node.slug,
    title: node.title,
    excerpt: node.excerpt,
    metaDescription: node.metaDescription,
    keywords: node.keywords,
    category: node.category,
    author: node.author,
    date: node.date,
    readTime: node.readTime,
    trade: node.trade,
    city: node.city,
    service: node.service,
  });
}

/** Gives both article sources one `Article` node type, so lists query one type in one order. */
export const onCreateArticleNode: NonNullable<GatsbyNode['onCreateNode']> = ({ node, actions, createNodeId, createContentDigest }) => {
  let article: ArticleFields | null = null;
  if (node.internal.type === 'Mdx') article = fromMdx(node as MdxArticleNode);
  else if (node.internal.type === 'LocalSeoArticle') article = fromLocalSeo(node as LocalSeoNode);
  if (!article) return;
  const articleNode = {
    ...article,
    id: createNodeId(`Article ${node.id}`),
    parent: node.id,
    children: [],
    internal: { type: 'Article', contentDigest: createContentDigest(article) },
  };
  actions.createNode(articleNode);
  actions.createParentChildLink({ parent: node, child: articleNode as unknown as Node });
};

export const ARTICLE_TYPE_DEFS = `
  "A blog article in one language: a general post (MDX) or a Local SEO article (JSON), with the fields lists need"
  type Article implements Node @dontInfer {
    "1 … 6 for general posts (shared by their translations), seo-1 … seo-25 for Local SEO articles"
    articleId: String!
    "general or local-seo"
    kind: String!
    language: String!
    slug: String!
    path: String!
    title: String!
    excerpt: String!
    metaDescription: String!
    keywords: [String!]!
    "local-seo, website-tips or industry-specific"
    category: String!
    author: String!
    date: Date! @dateformat
    readTime: Int!
    trade: String
    city: String
    service: String
    "Blog order: Local SEO first, then the general posts"
    sortKey: Int!
    coverImage: String!
    socialImage: String!
  }
`;

interface ArticlePagesResult {
  allArticle: {
    nodes: Array<
      ArticleSummary & {
        id: string;
        path: string;
        parent: { id: string; internal: { type: string; contentFilePath: string | null } } | null;
      }
    >;
  };
}

/** One page per article per language, with hreflang alternates between translations and three related articles. */
export async function createArticlePages({ actions, graphql, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<ArticlePagesResult>(`
    {
      allArticle(sort: { sortKey: ASC }) {
        nodes {
          id
          articleId
          kind
          language
          slug
          path
          title
          excerpt
          category
          date
          trade
          parent {
            id
            internal {
              type
              contentFilePath
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query articles', result.errors);
    return;
  }
  const articles = result.data.allArticle.nodes;
  const template = path.resolve('src/templates/article.tsx');
  for (const article of articles) {
    const alternates = articles
      .filter((other) => other.articleId === article.articleId)
      .map((other) => ({ language: other.language, path: other.path }))
      .sort((a, b) => a.language.localeCompare(b.language));
    const contentFile = article.parent?.internal.type === 'Mdx' ? article.parent.internal.contentFilePath : null;
    actions.createPage({
      path: article.path,
      component: contentFile ? `${template}?__contentFilePath=${contentFile}` : template,
      context: localizedPageContext(`article-${article.articleId}`, article.language, alternates, {
        articleNodeId: article.id,
        sourceNodeId: article.parent?.id ?? '',
        relatedIds: relatedArticles(article, articles).map((related) => related.id),
      }),
    });
  }
}
