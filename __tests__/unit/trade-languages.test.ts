import path from 'path';
import type { Node } from 'gatsby';
import { tradeResolvers } from '../../src/node/schema/trade';
import { LANGUAGES } from '../../src/lib/languages';
import type { TradeItem } from '../../src/lib/content-model';
import { CONTENT, readJson } from '../support/content';

const TRADES = readJson<TradeItem[]>(path.join(CONTENT, 'home', 'trades.json'));

/** A trade's node as gatsby-transformer-json makes it: the file's `id` as `jsonId`, Gatsby's own id and internals. */
const nodeOf = ({ id, ...fields }: Record<string, unknown>): Node => ({
  ...fields,
  jsonId: id,
  id: `gatsby-${String(id)}`,
  parent: null,
  children: [],
  internal: { type: 'Trade', owner: 'gatsby-transformer-json', contentDigest: 'digest' },
});

const inEveryLanguage = (node: Node) => tradeResolvers.Trade.inEveryLanguage.resolve(node);

test("Trade.inEveryLanguage gives each trade's texts in every language of the list, in the list's order", () => {
  for (const trade of TRADES) {
    const sketches = inEveryLanguage(nodeOf(trade));
    expect(sketches.map((sketch) => sketch.language)).toEqual(LANGUAGES);
    for (const sketch of sketches) {
      const language = sketch.language as (typeof LANGUAGES)[number];
      expect(sketch.itemId).toBe(trade.id);
      expect(sketch.label).toBe(trade.label[language]);
      expect(sketch.kind).toBe(trade.kind);
      expect(sketch.preview.headline).toBe(trade.preview.headline[language]);
      expect(sketch.preview.services).toEqual(trade.preview.services.map((service) => service[language]));
      expect(sketch.preview.prices).toEqual(trade.preview.prices?.map((price) => price[language]) ?? null);
    }
  }
});

test('Trade.inEveryLanguage refuses a node the model refuses, naming the file', () => {
  const [first] = TRADES;
  const { label, ...withoutLabel } = first!;
  expect(label).toBeDefined();
  expect(() => inEveryLanguage(nodeOf(withoutLabel))).toThrow(/content\/home\/trades\.json/);
});
