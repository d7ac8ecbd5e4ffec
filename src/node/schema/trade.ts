import type { Node } from 'gatsby';
import { parseContent, tradeType, typeDefs } from '../../lib/content-model';
import { LANGUAGES } from '../../lib/languages';
import { tradeIn, type TradeSketch } from '../../lib/trades';
import { fileData } from '../content-nodes';

/** A trade as the TradeSketch fragment gives it, in each language, for the one page that shows every language: the inbox. */
const tradeInLanguageTypeDefs = `
  "A trade in one language, the fields of the TradeSketch fragment: the owner's inbox shows leads of every language"
  type TradeInLanguage {
    language: String!
    itemId: String!
    label: String!
    icon: String!
    kind: String!
    preview: TradeInLanguagePreview!
  }

  type TradeInLanguagePreview {
    role: String!
    headline: String!
    services: [String!]!
    prices: [String!]
    review: String!
  }
`;

export const tradeTypeDefs = [typeDefs(tradeType), tradeInLanguageTypeDefs].join('\n');

/** TradeSketch with its language: what `Trade.inEveryLanguage` resolves to. */
type TradeInLanguage = TradeSketch & { language: string };

/**
 * `Trade.inEveryLanguage`: the trade in every language of the language list, so the inbox's query names no language
 * and its page needs no schema in the browser to read the trades' file. The node is parsed by the model, not cast.
 */
export const tradeResolvers = {
  Trade: {
    inEveryLanguage: {
      type: '[TradeInLanguage!]!',
      description: 'The trade in every language of the language list (src/lib/language-list.ts), the default language first',
      resolve: (source: Node): TradeInLanguage[] => {
        const trade = parseContent(tradeType.schema, fileData(source), 'content/home/trades.json');
        return LANGUAGES.map((language) => ({ language, ...tradeIn(trade, language) }));
      },
    },
  },
};
