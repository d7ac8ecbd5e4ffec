import type { Language } from '../languages';

/** A trade as the file or the editor holds it: read field by field, as an editor's half-filled trade may lack any. */
type TradeEntry = object;

const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const words = (value: unknown, language: string) => {
  const text = record(value)[language];
  return typeof text === 'string' ? text.trim() : '';
};

/**
 * What is wrong with the list of trades as a whole (content/home/trades.json): each trade is its own business in the
 * website preview and on its covers, so no two trades share an address name, a preview text or the same drawing in the
 * same colours. Trades are named as the editor reads them, by their name in the first language.
 */
export function tradeListProblems(trades: readonly TradeEntry[], languages: readonly Language[]): string[] {
  const [first] = languages;
  const name = (trade: TradeEntry) => `"${words(record(trade).label, first!) || String(record(trade).id)}"`;
  const problems: string[] = [];
  const shared = (key: (trade: TradeEntry) => string[], what: (value: string) => string) => {
    const owners = new Map<string, TradeEntry>();
    for (const trade of trades)
      for (const value of new Set(key(trade))) {
        const owner = owners.get(value);
        if (owner && owner !== trade) problems.push(`${name(owner)} and ${name(trade)} ${what(value)}`);
        else owners.set(value, trade);
      }
  };
  shared(
    (trade) => {
      const { id } = record(trade);
      return typeof id === 'string' && id ? [id] : [];
    },
    (id) => `have the same address name "${id}": give the new trade its own`,
  );
  for (const language of languages)
    shared(
      (trade) => {
        const preview = record(record(trade).preview);
        const services: unknown[] = Array.isArray(preview.services) ? preview.services : [];
        return [preview.role, preview.headline, ...services, preview.review].map((text) => words(text, language)).filter(Boolean);
      },
      (text) => `both say "${text}" in their website preview (${language}): each trade's preview needs words of its own`,
    );
  shared(
    (trade) => {
      const { motif, palette } = record(record(trade).cover);
      return typeof motif === 'string' && typeof palette === 'string' ? [`${motif} in ${palette}`] : [];
    },
    (scene) => `have the same cover drawing and colours (${scene}): choose other colours or another drawing`,
  );
  return problems;
}
