export const localSeoArticleTypeDefs = `
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
`;
