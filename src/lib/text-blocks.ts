/**
 * The Local SEO articles' plain text (content/articles/local-seo/*.json): paragraphs separated by a blank
 * line, and lists written as lines that start with "- ". A paragraph may lead into its list directly.
 */
export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const BULLET = /^\s*[-*]\s+/;

export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let items: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
      paragraph = [];
    };
    const flushList = () => {
      if (items.length) blocks.push({ kind: 'list', items });
      items = [];
    };
    for (const line of chunk
      .split('\n')
      .map((value) => value.trim())
      .filter(Boolean)) {
      if (BULLET.test(line)) {
        flushParagraph();
        items.push(line.replace(BULLET, ''));
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}
