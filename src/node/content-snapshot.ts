import { articleReference, filePeople, type ArticleReference, type ContentSnapshot } from '../lib/content-model';
import type { ContentFile } from '../cms/config';

/**
 * The snapshot of the content that rules across files compare one entry against (src/lib/content-model/entry-check.ts):
 * the trade ids, every person named and where an editor finds them, every article's address, title and original. The
 * build checks each entry against it and writes it next to the editor (/admin/content-snapshot.json), which checks the
 * entry being edited the same way.
 */
export function contentSnapshot(tree: readonly ContentFile[]): ContentSnapshot {
  const content = tree.filter((file) => file.path.startsWith('content/'));
  const trades = content.find((file) => file.path === 'content/home/trades.json')?.data;
  return {
    trades: Array.isArray(trades) ? trades.map((trade: { id?: unknown }) => String(trade.id)) : [],
    // A file as the editor edits it: a list as `{ items: […] }`.
    people: content
      .filter((file) => file.path.endsWith('.json') || file.path.endsWith('.mdx'))
      .flatMap((file) =>
        filePeople({
          file: file.path,
          data: (Array.isArray(file.data) ? { items: file.data } : (file.data ?? {})) as Record<string, unknown>,
        }),
      ),
    articles: content
      .map((file) => articleReference({ file: file.path, data: (file.data ?? {}) as Record<string, unknown> }))
      .filter((reference): reference is ArticleReference => reference !== undefined),
  };
}
