import type { Node, NodePluginArgs } from 'gatsby';
import { parseContent, type ContentSchema } from '../lib/content-model';

const GATSBY_FIELDS = new Set(['id', 'parent', 'children', 'internal', 'fields']);

/** The item as its file holds it: gatsby-transformer-json names a file's `id` `jsonId`. */
export function fileData(node: Node): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'jsonId') data.id = value;
    else if (!GATSBY_FIELDS.has(key)) data[key] = value;
  }
  return data;
}

/** The file a content node came from, for messages. */
export function fileOf(node: Node, getNode: NodePluginArgs['getNode']): string {
  const file = node.parent ? (getNode(node.parent) as (Node & { relativePath?: string }) | undefined) : undefined;
  return `content/${file?.relativePath ?? node.internal.type}`;
}

/**
 * A JSON content node as its type in the model has it (the file's item, see fileData): checked by the model, not cast,
 * so what reads it reads typed values. Throws, naming the file and every problem, on an item the model refuses.
 */
export function parseNode<T>(schema: ContentSchema<T>, node: Node, getNode: NodePluginArgs['getNode']): T {
  return parseContent(schema, fileData(node), fileOf(node, getNode));
}
