import type { CreateNodeArgs, Node, NodePluginArgs } from 'gatsby';
import type { AnyObjectSchema } from 'yup';
import trades from '../../content/home/trades.json';
import { LANGUAGES } from '../lib/languages';
import { homeReviewChoiceProblems } from '../lib/markets';
import {
  contentProblems,
  generalArticleSchema,
  legalPageSchema,
  localSeoArticleType,
  portfolioCaseType,
  repeatedPeople,
  SITE_CONTENT_TYPES,
  testimonialType,
  type Appearance,
  type LocalSeoArticleFile,
  type PortfolioCaseItem,
  type TestimonialItem,
} from '../lib/content-model';
import { articleIdentityProblems, type IdentitySource } from '../lib/article-identity';

/** Content types declared in src/lib/content-model whose nodes come from JSON files, by GraphQL type. */
const CHECKED_TYPES: Record<string, AnyObjectSchema> = {
  [localSeoArticleType.typeName]: localSeoArticleType.schema,
  [testimonialType.typeName]: testimonialType.schema,
  [portfolioCaseType.typeName]: portfolioCaseType.schema,
  ...Object.fromEntries(SITE_CONTENT_TYPES.map((type) => [type.typeName, type.schema])),
};

const TRADE_IDS = trades.map((trade) => trade.id);

const GATSBY_FIELDS = new Set(['id', 'parent', 'children', 'internal', 'fields']);

/** The item as its file holds it: gatsby-transformer-json names a file's `id` `jsonId`. */
function fileData(node: Node): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'jsonId') data.id = value;
    else if (!GATSBY_FIELDS.has(key)) data[key] = value;
  }
  return data;
}

/** The front matter of an MDX file under content/, by its folder: a general post or a legal text. */
function frontMatterSchema(relativePath: string): AnyObjectSchema | undefined {
  if (relativePath.startsWith('articles/general/')) return generalArticleSchema;
  if (relativePath.startsWith('legal/')) return legalPageSchema;
  return undefined;
}

/** YAML reads an unquoted 2026-01-13 as a date: the model, like the editor, holds it as written. */
const asWritten = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

/**
 * The problems of an MDX file's front matter: its type's (a post without a title would build as "undefined"), and
 * the folder's language and the file's name, which the addresses and the translations follow.
 */
function frontMatterProblems(relativePath: string, frontmatter: Record<string, unknown>): string[] | undefined {
  const schema = frontMatterSchema(relativePath);
  if (!schema) return undefined;
  const data = Object.fromEntries(Object.entries(frontmatter).map(([key, value]) => [key, asWritten(value)]));
  const problems = contentProblems(schema, data, { trades: TRADE_IDS });
  const [folderLanguage, fileName] = relativePath.split('/').slice(-2);
  if (data.language !== undefined && data.language !== folderLanguage)
    problems.push(`language is "${String(data.language)}" in the folder for "${folderLanguage}"`);
  if (schema === generalArticleSchema && data.slug !== undefined && `${String(data.slug)}.mdx` !== fileName)
    problems.push(`slug "${String(data.slug)}" is not the file's name (${fileName})`);
  return problems;
}

/**
 * Stops the build on content its type refuses (the same rules as the content tests and the editor), naming the file
 * and every problem, instead of a page that renders half an article.
 */
export function checkContentNode({ node, getNode, reporter }: CreateNodeArgs): void {
  if (node.internal.type === 'Mdx') {
    const file = node.parent
      ? (getNode(node.parent) as (Node & { relativePath?: string; sourceInstanceName?: string }) | undefined)
      : undefined;
    if (file?.sourceInstanceName !== 'content' || !file.relativePath) return;
    const problems = frontMatterProblems(file.relativePath, (node.frontmatter ?? {}) as Record<string, unknown>);
    if (problems?.length) reporter.panicOnBuild(`content/${file.relativePath}: ${problems.join('; ')}`);
    return;
  }
  const schema = CHECKED_TYPES[node.internal.type];
  if (!schema) return;
  const problems = contentProblems(schema, fileData(node), { trades: TRADE_IDS });
  if (problems.length === 0) return;
  const file = node.parent ? (getNode(node.parent) as (Node & { relativePath?: string }) | undefined) : undefined;
  reporter.panicOnBuild(`content/${file?.relativePath ?? node.internal.type}: ${problems.join('; ')}`);
}

/** The file a content node came from, for messages. */
function fileOf(node: Node, getNode: NodePluginArgs['getNode']): string {
  const file = node.parent ? (getNode(node.parent) as (Node & { relativePath?: string }) | undefined) : undefined;
  return `content/${file?.relativePath ?? node.internal.type}`;
}

/**
 * Stops the build when one person is named as two (src/lib/content-model/people.ts): every review, portfolio quote and
 * article customer, across every file, an editor's new article and `bench:scale`'s generated ones alike.
 */
export function checkPeople({ getNodesByType, getNode, reporter }: Pick<NodePluginArgs, 'getNodesByType' | 'getNode' | 'reporter'>): void {
  const appearances: Appearance[] = [
    ...getNodesByType(testimonialType.typeName).map((node) => {
      const review = node as unknown as TestimonialItem & Node;
      return { name: review.name, location: review.location, where: fileOf(node, getNode) };
    }),
    ...getNodesByType(portfolioCaseType.typeName).map((node) => {
      const item = node as unknown as PortfolioCaseItem & Node;
      return { name: item.testimonialAuthor, location: item.location, where: fileOf(node, getNode) };
    }),
    ...getNodesByType(localSeoArticleType.typeName).flatMap((node) =>
      (node as unknown as LocalSeoArticleFile & Node).testimonials.map((testimonial) => ({
        name: testimonial.name,
        location: testimonial.location,
        where: fileOf(node, getNode),
      })),
    ),
  ];
  const problems = repeatedPeople(appearances);
  if (problems.length) reporter.panicOnBuild(`One person, two people: ${problems.join('; ')}`);
}

/**
 * Stops the build when the home page cannot show the reviews an editor chose (src/lib/markets.ts): each market's
 * home page has a row of three. A tick in the plumber page's file would show nowhere, so it is refused too.
 */
export function checkHomeReviews({
  getNodesByType,
  getNode,
  reporter,
}: Pick<NodePluginArgs, 'getNodesByType' | 'getNode' | 'reporter'>): void {
  const reviews = getNodesByType(testimonialType.typeName).map((node) => ({
    review: node as unknown as TestimonialItem & Node & { page?: string },
    file: fileOf(node, getNode),
  }));
  const home = reviews.filter(({ file }) => file === 'content/home/testimonials.json').map(({ review }) => review);
  const problems = [
    ...homeReviewChoiceProblems(home, LANGUAGES).map((problem) => `content/home/testimonials.json: ${problem}`),
    ...reviews
      .filter(({ file, review }) => file !== 'content/home/testimonials.json' && review.onHomePage === true)
      .map(
        ({ file, review }) => `${file}: ${review.name} is marked "Show on the home page", which only reviews of the home page file can be`,
      ),
  ];
  if (problems.length) reporter.panicOnBuild(`The home page's reviews: ${problems.join('; ')}`);
}

/**
 * Throws when two articles cannot be told apart or a translation names no original (src/lib/article-identity.ts): two
 * articles with one slug in a language, a translationOf naming no English post, two posts of one language translating
 * the same post. Run before the pages are planned: the addresses, the alternates and the redirects follow from it.
 * Returns how many articles it checked.
 */
export function checkArticleIdentities({ getNodesByType, getNode }: Pick<NodePluginArgs, 'getNodesByType' | 'getNode'>): number {
  const text = (value: unknown) => (value === undefined || value === null || value === '' ? null : String(value));
  const articles: IdentitySource[] = [
    // General posts: the MDX with a slug (as src/node/article-nodes.ts takes them; legal texts have none).
    ...getNodesByType('Mdx').flatMap((node) => {
      const matter = (node.frontmatter ?? {}) as Record<string, unknown>;
      if (text(matter.slug) === null) return [];
      return [
        {
          where: fileOf(node, getNode),
          kind: 'general' as const,
          language: String(matter.language),
          slug: String(matter.slug),
          translationOf: text(matter.translationOf),
        },
      ];
    }),
    ...getNodesByType(localSeoArticleType.typeName).map((node) => {
      const article = node as unknown as LocalSeoArticleFile & Node;
      return { where: fileOf(node, getNode), kind: 'local-seo' as const, language: article.language, slug: article.slug };
    }),
  ];
  const problems = articleIdentityProblems(articles);
  if (problems.length) throw new Error(problems.join('; '));
  return articles.length;
}
