import { generalArticleSchema, legalPageSchema, mergedSchema, typeDefs } from '../../lib/content-model';

/** MDX nodes are general posts and legal texts: one front matter type with the fields of both. */
export const mdxTypeDefs = `
  type Mdx implements Node {
    frontmatter: MdxFrontmatter!
    "A general post's conclusion box (its front matter's conclusion, in Markdown) as HTML"
    conclusionHtml: String @markdown(from: "frontmatter.conclusion")
  }
${typeDefs({
  typeName: 'MdxFrontmatter',
  description: 'Front matter of MDX content: general blog posts (content/articles/general) and legal pages (content/legal)',
  schema: mergedSchema(generalArticleSchema, legalPageSchema),
  node: false,
})}`;
