import type { GatsbyNode } from 'gatsby';

interface JsonSourceFile {
  sourceInstanceName?: string;
  relativeDirectory?: string;
  name?: string;
}

const TYPE_BY_FILE: Record<string, string> = {
  'site/business': 'Business',
  'redirects/legacy-paths': 'LegacyRedirect',
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
