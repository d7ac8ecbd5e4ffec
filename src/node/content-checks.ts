import type { CreateNodeArgs, Node, NodePluginArgs } from 'gatsby';
import type { AnyObjectSchema } from 'yup';
import trades from '../../content/home/trades.json';
import {
  appearancesOf,
  contentProblems,
  entryKind,
  entryProblems,
  localSeoArticleType,
  portfolioCaseType,
  repeatedPeople,
  SITE_CONTENT_TYPES,
  testimonialType,
  type ContentSnapshot,
} from '../lib/content-model';
import { readContentTree } from './cms';
import { contentSnapshot } from './content-snapshot';

/** Content types declared in src/lib/content-model whose nodes come from JSON files, by GraphQL type. */
const CHECKED_TYPES: Record<string, AnyObjectSchema> = {
  [localSeoArticleType.typeName]: localSeoArticleType.schema,
  [testimonialType.typeName]: testimonialType.schema,
  [portfolioCaseType.typeName]: portfolioCaseType.schema,
  ...Object.fromEntries(SITE_CONTENT_TYPES.map((type) => [type.typeName, type.schema])),
};

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
    const problems = entryProblems({ file, data: (node.frontmatter ?? {}) as Record<string, unknown> }, snapshot());
    if (problems.length) reporter.panicOnBuild(`${file}: ${problems.join('; ')}`);
    return;
  }
  const schema = CHECKED_TYPES[node.internal.type];
  if (!schema) return;
  const file = `content/${parent?.relativePath ?? node.internal.type}`;
  const problems =
    node.internal.type === localSeoArticleType.typeName
      ? entryProblems({ file, data: fileData(node) }, snapshot())
      : contentProblems(schema, fileData(node), { trades: trades.map((trade) => trade.id) });
  if (problems.length === 0) return;
  reporter.panicOnBuild(`${file}: ${problems.join('; ')}`);
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
  const appearances = [testimonialType, portfolioCaseType, localSeoArticleType].flatMap(({ typeName }) =>
    getNodesByType(typeName).flatMap((node) => appearancesOf(typeName, node as unknown as Record<string, unknown>, fileOf(node, getNode))),
  );
  const problems = repeatedPeople(appearances);
  if (problems.length) reporter.panicOnBuild(`One person, two people: ${problems.join('; ')}`);
}
