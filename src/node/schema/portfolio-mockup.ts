import { detailFeature, detailKind, phoneFeature } from '../../lib/case-site/mockup-choice';
import { isLanguage, type Language } from '../../lib/languages';
import { marketLanguage } from '../../lib/markets';
import { formatPhone } from '../../lib/site-preview/phone';
import type { PortfolioCaseItem } from '../../lib/content-model';

/*
 * What a case's portfolio mockups show, for their alt text (MockupImage), chosen here at build time with the functions
 * the drawings are chosen with (src/node/case-mockup-svg.ts): the page receives ready strings, and the phone
 * formatting and the feature choice stay out of the portfolio's and the home page's scripts.
 */

/** What of a case these fields read (the node, as the content model parses it). */
type MockupSource = Pick<PortfolioCaseItem, 'slug' | 'phone' | 'market' | 'features' | 'site'>;
type FeatureText = PortfolioCaseItem['features'][number]['text'];

const languageOf = (args: { language: string }): Language => {
  if (!isLanguage(args.language)) throw new Error(`Unknown language "${args.language}" for a portfolio case's mockup`);
  return args.language;
};

const textIn = (feature: { text: FeatureText } | undefined, language: Language) => feature?.text[language] ?? null;

const languageArg = {
  language: { type: 'String!', description: 'Language code from the language list (src/lib/language-list.ts)' },
};

/** PortfolioCase's fields for the mockups' alt text (createResolvers in ./index.ts adds them). */
export const portfolioMockupFields = {
  mockupPhone: {
    type: 'String!',
    description: "The client's phone as its mockups print it: in its market's notation",
    resolve: (item: MockupSource) => formatPhone(item.phone, marketLanguage(item.market)).display,
  },
  mockupPhoneFeature: {
    type: 'String',
    description: 'The words of the feature the phone mockup shows; null when it shows the reviews',
    args: languageArg,
    resolve: (item: MockupSource, args: { language: string }) => textIn(phoneFeature(item), languageOf(args)),
  },
  mockupDetailKind: {
    type: 'String!',
    description: 'The kind of section the close-up mockup shows (reviews, price-list, service-area, credentials)',
    resolve: (item: MockupSource) => detailKind(item),
  },
  mockupDetailFeature: {
    type: 'String',
    description: 'The words of the feature the close-up shows, when the case names it',
    args: languageArg,
    resolve: (item: MockupSource, args: { language: string }) => textIn(detailFeature(item), languageOf(args)),
  },
};
