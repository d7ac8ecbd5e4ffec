export const articleTypeDefs = `
  "A blog article in one language: a general post (MDX) or a Local SEO article (JSON), with the fields lists need"
  type Article implements Node @dontInfer {
    "The language and slug of the original version (src/lib/article-identity.ts): en/{slug} for an English post and its translations, {language}/{slug} for an untranslated original and a Local SEO article"
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
    "A general post's own cover motif (front matter cover); null when it takes the default or for a Local SEO article"
    cover: String
    "The trade a general post is about (front matter trade): its cover takes that trade's colours or drawing"
    coverTrade: String
  }
`;
