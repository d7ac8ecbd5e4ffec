export const legacyRedirectTypeDefs = `
  "A legacy URL and the page it now lives at (content/redirects/legacy-paths.json)"
  type LegacyRedirect implements Node @dontInfer {
    from: String!
    "A page id of the route map (home, portfolio, plumber, blog, privacy, terms, cookies)"
    page: String
    "Or an article id (1 … 6, seo-1 … seo-25)"
    articleId: String
    language: String!
    note: String
  }
`;
