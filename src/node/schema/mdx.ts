export const mdxTypeDefs = `
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
    lastUpdated: Date @dateformat
  }
`;
