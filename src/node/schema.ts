import type { GatsbyNode } from 'gatsby';
import { ARTICLE_TYPE_DEFS } from './articles';

interface JsonSourceFile {
  sourceInstanceName?: string;
  relativeDirectory?: string;
  name?: string;
}

const TYPE_BY_FILE: Record<string, string> = {
  'site/business': 'Business',
  'redirects/legacy-paths': 'LegacyRedirect',
  'home/process': 'ProcessStep',
  'home/pricing': 'PricingPlan',
  'home/testimonials': 'Testimonial',
  'home/faq': 'FaqItem',
  'home/trades': 'Trade',
  'portfolio/cases': 'PortfolioCase',
  'calculators/home-quote': 'HomeQuoteCalculator',
  'calculators/plumber': 'PlumberCalculator',
  'plumber/faq': 'PlumberFaqItem',
  'plumber/success-stories': 'PlumberSuccessStory',
};
const TYPE_BY_DIRECTORY: Record<string, string> = {
  'articles/local-seo': 'LocalSeoArticle',
};

/** GraphQL type names for content JSON files, so GraphiQL shows `business`, `allLocalSeoArticle`, … */
export function jsonTypeName({ node }: { node: JsonSourceFile }): string {
  // Translation files are read by gatsby-plugin-react-i18next as `Locale` nodes; this copy stays hidden.
  if (node.sourceInstanceName === 'locale') return 'LocaleFile';
  const directory = node.relativeDirectory ?? '';
  const file = `${directory}/${node.name ?? ''}`;
  const fromName = (node.name ?? 'Content').replace(/(^|[-_ ])(\w)/g, (_match, _sep: string, letter: string) => letter.toUpperCase());
  return TYPE_BY_FILE[file] ?? TYPE_BY_DIRECTORY[directory] ?? `${fromName}Json`;
}

/**
 * Explicit types for everything under content/: GraphiQL shows documented fields, and a field an editor
 * leaves empty comes back as null instead of disappearing from the schema and breaking a query.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(ARTICLE_TYPE_DEFS);
  actions.createTypes(`
    "The agency's business configuration (content/site/business.json): one source for every fact the site shows."
    type Business implements Node @dontInfer {
      name: String!
      legalName: String!
      email: String!
      phone: String!
      "Dutch Chamber of Commerce (KvK) registration number"
      chamberOfCommerce: String!
      vatNumber: String
      foundingYear: Int!
      siteUrl: String!
      socialUrl: String
      address: BusinessAddress!
      owner: BusinessOwner!
      serviceAreaCities: [String!]!
      pricing: BusinessPricing!
      claims: BusinessClaims!
    }
    type BusinessAddress {
      street: String!
      zipcode: String!
      city: String!
      country: String!
      countryCode: String!
    }
    type BusinessOwner {
      name: String!
      role: String!
    }
    "Prices excluding VAT, in the page's currency"
    type BusinessPricing {
      monthly: Float!
      hourlyRate: Float!
      minBillableMinutes: Int!
      domainValue: Float!
      setupFee: Float!
    }
    "Marketing claims, shown the same everywhere"
    type BusinessClaims {
      customers: Int!
      satisfactionPercent: Int!
      averageRating: Float!
      yearsExperience: Int!
      averageGrowthPercent: Int!
      plumberCustomers: Int!
      launchWeeks: Int!
      replyHours: Int!
    }

    "A legacy URL and the page it now lives at (content/redirects/legacy-paths.json)"
    type LegacyRedirect implements Node @dontInfer {
      from: String!
      page: String
      articleId: String
      language: String!
      note: String
    }

    "Text in every language of the site"
    type LocalizedText {
      en: String!
      nl: String!
    }

    "A step of the process on the home page (content/home/process.json)"
    type ProcessStep implements Node @dontInfer {
      step: Int!
      title: LocalizedText!
      description: LocalizedText!
    }
    "The subscription card on the home page (content/home/pricing.json); the amount comes from Business.pricing"
    type PricingPlan implements Node @dontInfer {
      period: LocalizedText!
      description: LocalizedText!
      features: [LocalizedText!]!
    }
    "A customer review on the home page (content/home/testimonials.json)"
    type Testimonial implements Node @dontInfer {
      itemId: String! @proxy(from: "jsonId")
      name: String!
      company: String!
      trade: LocalizedText!
      location: String!
      text: LocalizedText!
      result: LocalizedText!
      rating: Int!
      "File name (without .svg) under static/images/people"
      portrait: String!
    }
    "A question on the home page FAQ (content/home/faq.json); answers may use {{monthlyPrice}} and similar placeholders"
    type FaqItem implements Node @dontInfer {
      itemId: String! @proxy(from: "jsonId")
      question: LocalizedText!
      answer: LocalizedText!
    }
    "A question on the plumber page FAQ (content/plumber/faq.json)"
    type PlumberFaqItem implements Node @dontInfer {
      itemId: String! @proxy(from: "jsonId")
      question: LocalizedText!
      answer: LocalizedText!
    }
    "A success story on the plumber page (content/plumber/success-stories.json)"
    type PlumberSuccessStory implements Node @dontInfer {
      itemId: String! @proxy(from: "jsonId")
      name: String!
      company: String!
      city: String!
      quote: LocalizedText!
      result: LocalizedText!
      rating: Int!
    }
    "A trade the agency builds websites for (content/home/trades.json)"
    type Trade implements Node @dontInfer {
      itemId: String! @proxy(from: "jsonId")
      label: LocalizedText!
      "A lucide-react icon name"
      icon: String!
    }
    "A case study (content/portfolio/cases.json); the third is the featured project"
    type PortfolioCase implements Node @dontInfer {
      slug: String!
      title: LocalizedText!
      client: String!
      trade: String!
      location: String!
      description: LocalizedText!
      challenge: LocalizedText!
      solution: LocalizedText!
      features: [LocalizedText!]!
      result: LocalizedText!
      resultDetail: LocalizedText!
      timeframe: LocalizedText!
      testimonial: LocalizedText!
      testimonialAuthor: String!
      "File name (without .svg) under static/images/portfolio"
      image: String!
    }
    "Options of the home page quote calculator (content/calculators/home-quote.json)"
    type HomeQuoteCalculator implements Node @dontInfer {
      businessTypes: [CalculatorChoice!]!
      packages: [HomeQuotePackage!]!
      features: [HomeQuoteFeature!]!
      included: [LocalizedText!]!
    }
    type CalculatorChoice {
      id: String!
      label: LocalizedText!
    }
    type HomeQuotePackage {
      id: String!
      pages: String!
      label: LocalizedText!
      description: LocalizedText!
      monthlyExtra: Float!
    }
    type HomeQuoteFeature {
      id: String!
      label: LocalizedText!
      "Extra per month; 0 means included"
      monthly: Float!
    }
    "Options of the plumber page price calculator (content/calculators/plumber.json)"
    type PlumberCalculator implements Node @dontInfer {
      websiteTypes: [PlumberWebsiteType!]!
      addons: [PlumberAddon!]!
      speeds: [PlumberSpeed!]!
      businessTypes: [PlumberBusinessType!]!
      alwaysIncluded: [LocalizedText!]!
      "The fixed comparison line under the quote: 'Save {saved} vs. {oneTime} one-time'"
      comparison: PlumberComparison!
    }
    type PlumberComparison {
      saved: Float!
      oneTime: Float!
    }
    type PlumberWebsiteType {
      id: String!
      name: LocalizedText!
      description: LocalizedText!
      "One-time price component of the setup fee"
      price: Float!
      default: Boolean
      features: [LocalizedText!]!
    }
    type PlumberAddon {
      id: String!
      name: LocalizedText!
      description: LocalizedText!
      price: Float!
      "A lucide-react icon name"
      icon: String!
    }
    type PlumberSpeed {
      id: String!
      name: LocalizedText!
      duration: LocalizedText!
      multiplier: Float!
      icon: String!
    }
    type PlumberBusinessType {
      id: String!
      name: LocalizedText!
      discountPercent: Float!
    }

    type LocaleFile implements Node @dontInfer {
      id: ID!
    }

    "A Local SEO article for one trade in one city (content/articles/local-seo/*.json), English only"
    type LocalSeoArticle implements Node @dontInfer {
      "seo-1 … seo-25"
      articleId: String! @proxy(from: "jsonId")
      slug: String!
      trade: String!
      service: String!
      city: String!
      title: String!
      excerpt: String!
      metaDescription: String!
      keywords: [String!]!
      category: String!
      author: String!
      date: Date! @dateformat
      readTime: Int!
      intro: String!
      sections: [ArticleSection!]!
      testimonials: [ArticleTestimonial!]!
      serviceAreas: [String!]!
      cta: String!
      conclusion: String!
    }
    type ArticleSection {
      heading: String!
      content: String!
    }
    type ArticleTestimonial {
      name: String!
      location: String!
      text: String!
      rating: Int!
    }

    type Mdx implements Node {
      frontmatter: MdxFrontmatter!
    }
    "Front matter of MDX content: general blog posts (content/articles/general) and legal pages (content/legal)"
    type MdxFrontmatter {
      "Article id shared by the English and Dutch version of a post"
      id: String
      "Legal page id: privacy, terms or cookies"
      pageId: String
      language: String!
      slug: String
      title: String!
      description: String
      excerpt: String
      metaDescription: String
      keywords: [String!]
      category: String
      author: String
      date: Date @dateformat
      readTime: Int
      lastUpdated: Date @dateformat
    }
  `);
};
