export const articleTypeDefs = `
  "A blog article in one language: a general post (MDX) or a Local SEO article (JSON), with the fields lists need"
  type Article implements Node @dontInfer {
    "A number for general posts (shared by their translations), seo-{number} for Local SEO articles"
    articleId: String!
    "general or local-seo"
    kind: String!
    language: String!
    slug: String!
    path: String!
    title: String!
    excerpt: String!
    metaDescription: String!
    keywords: [String!]!
    "local-seo, website-tips or industry-specific"
    category: String!
    author: String!
    date: Date! @dateformat
    "Minutes, from the article's word count (200 words a minute)"
    readTime: Int!
    trade: String
    city: String
    service: String
    coverImage: String!
    socialImage: String!
  }
`;
