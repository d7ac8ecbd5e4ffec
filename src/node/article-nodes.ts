import type { CreateNodeArgs, Node } from 'gatsby';
import { isLanguage } from '../lib/languages';
import { articlePath } from '../lib/routes';
import {
  coverImagePath,
  isCategory,
  localSeoArticleText,
  readTimeMinutes,
  socialImagePath,
  wordCount,
  type ArticleSummary,
} from '../lib/articles';
import { articleIdentity } from '../lib/article-identity';
import { localSeoArticleType, type LocalSeoArticleFile } from '../lib/content-model';
import { parseNode } from './content-nodes';

/** What the Article node holds (src/node/schema/article.ts documents each field). */
interface ArticleFields extends ArticleSummary {
  path: string;
  metaDescription: string;
  keywords: string[];
  author: string;
  readTime: number;
  city: string | null;
  service: string | null;
  coverImage: string;
  socialImage: string;
  /** A general post's own cover motif and trade (front matter `cover`, `trade`); null for a Local SEO article. */
  cover: string | null;
  coverTrade: string | null;
}

type ArticleSource = Omit<ArticleFields, 'path' | 'coverImage' | 'socialImage' | 'readTime'> & { words: number };

function fields({ words, ...source }: ArticleSource): ArticleFields {
  return {
    ...source,
    readTime: readTimeMinutes(words),
    path: articlePath(source.language, source.slug),
    coverImage: coverImagePath(source),
    socialImage: socialImagePath(source),
  };
}

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  body?: string;
}

function fromMdx(node: MdxNode): ArticleFields | null {
  const matter = node.frontmatter ?? {};
  if (matter.slug === undefined) return null; // legal pages are MDX too
  const language = String(matter.language);
  const category = String(matter.category);
  const slug = String(matter.slug);
  if (!isLanguage(language) || !isCategory(category)) throw new Error(`Article ${slug}: bad language or category`);
  const optional = (value: unknown) => (value === undefined || value === null || value === '' ? null : String(value));
  return fields({
    articleId: articleIdentity({ language, slug, translationOf: optional(matter.translationOf) }),
    kind: 'general',
    language,
    slug,
    title: String(matter.title),
    excerpt: String(matter.excerpt),
    metaDescription: String(matter.metaDescription ?? matter.excerpt),
    keywords: Array.isArray(matter.keywords) ? matter.keywords.map(String) : [],
    category,
    author: String(matter.author),
    date: matter.date instanceof Date ? matter.date.toISOString().slice(0, 10) : String(matter.date).slice(0, 10),
    trade: null,
    city: null,
    service: null,
    cover: optional(matter.cover),
    coverTrade: optional(matter.trade),
    // The conclusion box is read with the post: its words count, as they did in the body.
    words: wordCount(`${node.body ?? ''} ${typeof matter.conclusion === 'string' ? matter.conclusion : ''}`),
  });
}

function fromLocalSeo(node: LocalSeoArticleFile): ArticleFields {
  if (!isCategory(node.category) || !isLanguage(node.language)) throw new Error(`Article ${node.slug}: bad category or language`);
  return fields({
    articleId: articleIdentity(node),
    kind: 'local-seo',
    language: node.language,
    slug: node.slug,
    title: node.title,
    excerpt: node.excerpt,
    metaDescription: node.metaDescription,
    keywords: node.keywords,
    category: node.category,
    author: node.author,
    date: node.date,
    trade: node.trade,
    city: node.city,
    service: node.service,
    cover: null,
    coverTrade: null,
    words: wordCount(localSeoArticleText(node)),
  });
}

/** Gives both article sources one `Article` node type, so lists query one type in one order. */
export async function onCreateArticleNode({ node, actions, createNodeId, createContentDigest, getNode }: CreateNodeArgs): Promise<void> {
  let article: ArticleFields | null = null;
  if (node.internal.type === 'Mdx') article = fromMdx(node as MdxNode);
  else if (node.internal.type === 'LocalSeoArticle') article = fromLocalSeo(parseNode(localSeoArticleType.schema, node, getNode));
  if (!article) return;
  const articleNode = {
    ...article,
    id: createNodeId(`Article ${node.id}`),
    parent: node.id,
    children: [],
    internal: { type: 'Article', contentDigest: createContentDigest(article) },
  };
  // Gatsby runs the new node's own onCreateNode in the promise it returns: awaited, an error there fails the build
  // instead of escaping as an unhandled rejection.
  const created = actions.createNode(articleNode);
  actions.createParentChildLink({ parent: node, child: articleNode as unknown as Node });
  await created;
}
