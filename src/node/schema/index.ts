import type { GatsbyNode } from 'gatsby';
import { caseSiteModelFields } from './case-site-model';
import { fileFolderFieldExtension } from './file-folder';
import { localizedFieldExtension } from './localized';
import { markdownFieldExtension } from './markdown';
import { articleTypeDefs } from './article';
import { businessTypeDefs } from './business';
import { faqItemTypeDefs } from './faq-item';
import { homeQuoteCalculatorTypeDefs } from './home-quote-calculator';
import { legacyRedirectTypeDefs } from './legacy-redirect';
import { localSeoArticleTypeDefs } from './local-seo-article';
import { localeFileTypeDefs } from './locale-file';
import { mdxTypeDefs } from './mdx';
import { plumberCalculatorTypeDefs } from './plumber-calculator';
import { portfolioCaseTypeDefs } from './portfolio-case';
import { pricingPlanTypeDefs } from './pricing-plan';
import { processStepTypeDefs } from './process-step';
import { spellingWordsTypeDefs } from './spelling-words';
import { testimonialTypeDefs } from './testimonial';
import { tradeResolvers, tradeTypeDefs } from './trade';
import { portfolioMockupFields } from './portfolio-mockup';

/**
 * Explicit types for everything under content/: GraphiQL shows documented fields, and a field an editor
 * leaves empty comes back as null instead of disappearing from the schema and breaking a query.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createFieldExtension(localizedFieldExtension);
  actions.createFieldExtension(fileFolderFieldExtension);
  actions.createFieldExtension(markdownFieldExtension);
  actions.createTypes([
    businessTypeDefs,
    legacyRedirectTypeDefs,
    processStepTypeDefs,
    pricingPlanTypeDefs,
    testimonialTypeDefs,
    faqItemTypeDefs,
    tradeTypeDefs,
    portfolioCaseTypeDefs,
    homeQuoteCalculatorTypeDefs,
    plumberCalculatorTypeDefs,
    spellingWordsTypeDefs,
    localSeoArticleTypeDefs,
    articleTypeDefs,
    mdxTypeDefs,
    localeFileTypeDefs,
  ]);
};

/**
 * Fields computed at build time from a node, so that pages receive ready values instead of shaping them in the browser:
 * a case's site and mockup texts, a trade in every language (trade.ts).
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: addResolvers }) => {
  addResolvers({ ...tradeResolvers, PortfolioCase: { ...portfolioMockupFields, ...caseSiteModelFields } });
};
