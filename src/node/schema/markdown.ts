import { micromark } from 'micromark';

/**
 * `@markdown(from: "frontmatter.conclusion")`: a front matter text written in Markdown, resolved as the HTML the
 * page shows (a general post's conclusion box: paragraphs and links, as MDX renders them in the body).
 */
export const markdownFieldExtension = {
  name: 'markdown',
  args: { from: 'String!' },
  extend(options: { from: string }) {
    return {
      resolve(source: Record<string, unknown>): string | null {
        const value = options.from.split('.').reduce<unknown>((item, key) => (item as Record<string, unknown> | undefined)?.[key], source);
        return typeof value === 'string' ? micromark(value) : null;
      },
    };
  },
};
