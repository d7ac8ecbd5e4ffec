import { caseSiteModel, type CaseSiteModel } from '../../lib/case-site/model';
import { CASE_SITE_WORDS } from '../../lib/case-site/words';
import type { PortfolioCaseItem } from '../../lib/content-model';
import { marketLanguage } from '../../lib/markets';

/*
 * A client's site, shaped from its case at build time (src/lib/case-site/model.ts): the case-site page receives the
 * finished model, and the shaping (sections per style, booking times from the opening hours, phone formatting, logo
 * letters) stays out of its scripts. The site speaks its client's market's language, the only one its page exists in.
 */

export function caseSiteModelOf(item: PortfolioCaseItem): CaseSiteModel {
  const language = marketLanguage(item.market);
  return caseSiteModel(
    { ...item, features: item.features.map((feature) => ({ kind: feature.kind, text: feature.text[language] })) },
    language,
    CASE_SITE_WORDS[language].call,
  );
}

/** PortfolioCase's field for its site (createResolvers in ./index.ts adds it). */
export const caseSiteModelFields = {
  siteModel: {
    type: 'JSON!',
    description: "The client's site as its page draws it (src/lib/case-site/model.ts), in its market's language",
    resolve: caseSiteModelOf,
  },
};
