import path from 'path';
import { appearancesOf, articleReference, type ArticleReference, type ContentSnapshot } from '../lib/content-model';
import type { ContentFile } from '../cms/config';
import { jsonTypeName } from './schema/type-names';

/**
 * The snapshot of the content that rules across files compare one entry against (src/lib/content-model/entry-check.ts):
 * the trade ids, every person named and where, every article's id and slug. The build checks each entry against it
 * and writes it next to the editor (/admin/content-snapshot.json), which checks the entry being edited the same way.
 */
export function contentSnapshot(tree: readonly ContentFile[]): ContentSnapshot {
  const content = tree.filter((file) => file.path.startsWith('content/'));
  const trades = content.find((file) => file.path === 'content/home/trades.json')?.data;
  const items = (file: ContentFile) => (Array.isArray(file.data) ? file.data : [file.data]) as Array<Record<string, unknown>>;
  return {
    trades: Array.isArray(trades) ? trades.map((trade: { id?: unknown }) => String(trade.id)) : [],
    people: content
      .filter((file) => file.path.endsWith('.json'))
      .flatMap((file) => {
        const relative = file.path.replace(/^content\//, '');
        const typeName = jsonTypeName({
          node: {
            sourceInstanceName: 'content',
            relativeDirectory: path.posix.dirname(relative),
            name: path.posix.basename(relative, '.json'),
          },
        });
        return items(file).flatMap((item) => appearancesOf(typeName, item, file.path));
      }),
    articles: content
      .map((file) => articleReference({ file: file.path, data: (file.data ?? {}) as Record<string, unknown> }))
      .filter((reference): reference is ArticleReference => reference !== undefined),
  };
}
