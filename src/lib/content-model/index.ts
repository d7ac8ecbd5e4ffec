/** Every content type declared through the model, by what it is. */
export { localSeoArticleType, citySlug, type LocalSeoArticleFile } from './local-seo-article';
export {
  generalArticleSchema,
  generalPostWordProblems,
  legalPageSchema,
  GENERAL_CATEGORIES,
  GENERAL_POST_MIN_WORDS,
  type GeneralArticleFrontMatter,
  type LegalPageFrontMatter,
} from './general-article';
export { testimonialType, type TestimonialItem } from './testimonial';
export { portfolioCaseType, type PortfolioCaseItem } from './portfolio-case';
export {
  businessType,
  faqItemType,
  homeQuoteCalculatorType,
  legacyRedirectType,
  plumberCalculatorType,
  pricingPlanType,
  processStepType,
  tradeType,
  SITE_CONTENT_TYPES,
  type BusinessFile,
  type FaqItem,
  type HomeQuoteCalculatorFile,
  type LegacyRedirectItem,
  type PlumberCalculatorFile,
  type PricingPlanItem,
  type ProcessStepItem,
  type TradeItem,
} from './site-content';
export { typeDefs, mergedSchema } from './graphql';
export { contentProblems, parseContent, type ContentSchema } from './validate';
export { repeatedPeople, lookalikePeople, editDistance, personOf, appearancesOf, type Appearance } from './people';
export {
  entryProblems,
  entryKind,
  filePeople,
  articleReference,
  type ArticleReference,
  type ContentEntry,
  type ContentSnapshot,
  type NamedPerson,
  type EntryKind,
} from './entry-check';
export { RESERVED_FOR_TESTS, isReservedName } from './reserved';
export { spellingWordsType, MARKET_WORD_ENDINGS, type SpellingWords } from './spelling-words';
export { tradeListProblems } from './trade-list';
export { sharedSurnames, overusedFirstNames, FIRST_NAME_USES } from './names';
