import type { PortfolioCaseItem } from '../../src/lib/content-model';
import type { CaseSiteSource } from '../../src/lib/case-site/model';
import type { Language } from '../../src/lib/languages';

/** A case as content/portfolio/cases.json holds it. */
export type CaseFile = PortfolioCaseItem & { market: Language };

/** A case as the case-site template's query gives it: each feature's words in its market's language. */
export function caseSiteSource(item: CaseFile): CaseSiteSource {
  return { ...item, features: item.features.map((feature) => ({ kind: feature.kind, text: feature.text[item.market]! })) };
}
