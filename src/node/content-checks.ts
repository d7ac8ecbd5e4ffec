import type { CreateNodeArgs, Node, NodePluginArgs } from 'gatsby';
import type { AnyObjectSchema } from 'yup';
import { TRADES, TRADE_IDS } from '../content/trades';
import { LANGUAGES } from '../lib/languages';
import { homeReviewChoiceProblems } from '../lib/markets';
import {
  appearancesOf,
  contentProblems,
  entryKind,
  entryProblems,
  localSeoArticleType,
  portfolioCaseType,
  repeatedPeople,
  lookalikePeople,
  overusedFirstNames,
  sharedSurnames,
  SITE_CONTENT_TYPES,
  testimonialType,
  tradeListProblems,
  type ContentSnapshot,
} from '../lib/content-model';
import { articleIdentityProblems, type IdentitySource } from '../lib/article-identity';
import { readContentTree } from './cms';
import { contentSnapshot } from './content-snapshot';
import { fileData, fileOf, parseNode } from './content-nodes';

/** Content types declared in src/lib/content-model whose nodes come from JSON files, by GraphQL type. */
const CHECKED_TYPES: Record<string, AnyObjectSchema> = {
  [localSeoArticleType.typeName]: localSeoArticleType.schema,
  [testimonialType.typeName]: testimonialType.schema,
  [portfolioCaseType.typeName]: portfolioCaseType.schema,
  ...Object.fromEntries(SITE_CONTENT_TYPES.map((type) => [type.typeName, type.schema])),
};

/**
 * What the build checks an entry against: the content on disk (src/node/content-snapshot.ts), read once per process
 * (thousands of articles under bench:scale). The entry itself is always its current version; under `gatsby develop`
 * another file's later edit is seen after a restart.
 */
let snapshotOnDisk: ContentSnapshot | undefined;
const snapshotOfContent = () => (snapshotOnDisk ??= contentSnapshot(readContentTree()));

/**
 * Stops the build on content its type refuses, naming the file and every problem, instead of a page that renders half
 * an article. Articles and legal texts go through `entryProblems`, the function the editor runs before it saves, so
 * the editor refuses with the same words; the site's other files through their type's schema.
 */
export function checkContentNode({ node, getNode, reporter }: CreateNodeArgs, snapshot: () => ContentSnapshot = snapshotOfContent): void {
  const parent = node.parent
    ? (getNode(node.parent) as (Node & { relativePath?: string; sourceInstanceName?: string }) | undefined)
    : undefined;
  if (node.internal.type === 'Mdx') {
    if (parent?.sourceInstanceName !== 'content' || !parent.relativePath) return;
    const file = `content/${parent.relativePath}`;
    if (!entryKind(file)) return;
    // The post's text (gatsby-plugin-mdx's `body`): a general post has a words rule.
    const body = typeof node.body === 'string' ? node.body : undefined;
    const problems = entryProblems(
      { file, data: (node.frontmatter ?? {}) as Record<string, unknown>, ...(body !== undefined ? { body } : {}) },
      snapshot(),
    );
    if (problems.length) reporter.panicOnBuild(`${file}: ${problems.join('; ')}`);
    return;
  }
  const schema = CHECKED_TYPES[node.internal.type];
  if (!schema) return;
  const file = `content/${parent?.relativePath ?? node.internal.type}`;
  const problems =
    node.internal.type === localSeoArticleType.typeName
      ? entryProblems({ file, data: fileData(node) }, snapshot())
      : contentProblems(schema, fileData(node), { trades: TRADE_IDS });
  if (problems.length === 0) return;
  reporter.panicOnBuild(`${file}: ${problems.join('; ')}`);
}

/** What the identity check reads of a Local SEO article; its other fields are the content check's (checkContentNode). */
const localSeoIdentity = localSeoArticleType.schema.pick(['language', 'slug']).noUnknown(false);

/**
 * Stops the build when people do not read as people (src/lib/content-model/people.ts and names.ts): one person named
 * as two, two people by names a letter or two apart (Alejandra and Alejandro Ruiz), two people with one surname, or a
 * first name worn by too many. Every review, portfolio quote, article customer and post author, across every file, an
 * editor's new article and `bench:scale`'s generated ones alike.
 */
export function checkPeople({ getNodesByType, getNode, reporter }: Pick<NodePluginArgs, 'getNodesByType' | 'getNode' | 'reporter'>): void {
  const appearances = [
    ...[testimonialType, portfolioCaseType, localSeoArticleType].flatMap(({ typeName }) =>
      getNodesByType(typeName).flatMap((node) => appearancesOf(typeName, fileData(node), fileOf(node, getNode))),
    ),
    ...getNodesByType('Mdx').flatMap((node) => {
      const author = (node.frontmatter as { author?: unknown } | undefined)?.author;
      return typeof author === 'string' && author.trim() ? [{ name: author, where: fileOf(node, getNode) }] : [];
    }),
  ];
  const problems = repeatedPeople(appearances);
  if (problems.length) reporter.panicOnBuild(`One person, two people: ${problems.join('; ')}`);
  const lookalikes = lookalikePeople(appearances);
  if (lookalikes.length) reporter.panicOnBuild(`Two people, one name: ${lookalikes.join('; ')}`);
  const names = [...sharedSurnames(appearances), ...overusedFirstNames(appearances)];
  if (names.length) reporter.panicOnBuild(`Names that read as invented: ${names.join('; ')}`);
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
    review: parseNode(testimonialType.schema, node, getNode),
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

/** Stops the build when two trades share an address name, a preview text or a cover (src/lib/content-model/trade-list.ts). */
export function checkTradeList({ reporter }: Pick<NodePluginArgs, 'reporter'>, list: readonly object[] = TRADES): void {
  const problems = tradeListProblems(list, LANGUAGES);
  if (problems.length) reporter.panicOnBuild(`content/home/trades.json: ${problems.join('; ')}`);
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
      const article = parseNode(localSeoIdentity, node, getNode);
      return { where: fileOf(node, getNode), kind: 'local-seo' as const, language: article.language, slug: article.slug };
    }),
  ];
  const problems = articleIdentityProblems(articles);
  if (problems.length) throw new Error(problems.join('; '));
  return articles.length;
}
