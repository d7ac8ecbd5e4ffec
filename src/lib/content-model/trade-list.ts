import type { Language } from '../languages';

/** A trade as the file holds it, as far as the list's rules read it. */
interface TradeEntry {
  id: string;
  label: Readonly<Record<string, string>>;
  preview: {
    role: Readonly<Record<string, string>>;
    headline: Readonly<Record<string, string>>;
    services: ReadonlyArray<Readonly<Record<string, string>>>;
    review: Readonly<Record<string, string>>;
  };
  cover: { motif: string; palette: string };
}

/**
 * What is wrong with the list of trades as a whole (content/home/trades.json): each trade is its own business in the
 * website preview and on its covers, so no two trades share an address name, a preview text or the same drawing in the
 * same colours. Trades are named as the editor reads them, by their name in the first language.
 */
export function tradeListProblems(trades: readonly TradeEntry[], languages: readonly Language[]): string[] {
  const [first] = languages;
  const name = (trade: TradeEntry) => `"${trade.label[first!] ?? trade.id}"`;
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
    (trade) => [trade.id],
    (id) => `have the same address name "${id}": give the new trade its own`,
  );
  for (const language of languages)
    shared(
      (trade) =>
        [trade.preview.role, trade.preview.headline, ...trade.preview.services, trade.preview.review].map((text) => text[language] ?? ''),
      (text) => `both say "${text}" in their website preview (${language}): each trade's preview needs words of its own`,
    );
  shared(
    (trade) => [`${trade.cover.motif} in ${trade.cover.palette}`],
    (scene) => `have the same cover drawing and colours (${scene}): choose other colours or another drawing`,
  );
  return problems;
}
