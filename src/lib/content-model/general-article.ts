import * as yup from 'yup';
import { COVER_TOPICS } from '../cover-choices';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages';
import { CATEGORIES, readTimeMinutes, wordCount } from '../articles';
import { isoDate, list, longText, oneOf, optionalText, patterned, slug, SLUG_PATTERN, text } from './define';

/** Categories a general post may have: Local SEO is the city articles' own. */
export const GENERAL_CATEGORIES = CATEGORIES.filter((category) => category !== 'local-seo');

/**
 * The front matter of a general blog post (content/articles/general/{language}/{slug}.mdx); the body is MDX, and the
 * summing-up box after it is a field of its own, so a new post's body starts valid and the editor offers the box.
 */
export const generalArticleSchema = yup
  .object({
    translationOf: patterned(SLUG_PATTERN, 'the slug of an English post', 'The slug of the English post this one translates', {
      label: 'Translation of',
      hint: 'The English post this one translates: the two become one article in two languages. Leave it empty for a post with no English version.',
      relation: { collection: `articles-${DEFAULT_LANGUAGE}`, valueField: 'slug', displayField: 'title' },
    }).optional(),
    language: oneOf(LANGUAGES, 'The language of this version').meta({ fixed: true }),
    slug: slug('The address /blog/{slug}/ and the file name; in Dutch a Dutch slug').meta({
      label: 'Address (slug)',
      hint: 'The address of the post: /blog/{slug}/ (under /nl/ in Dutch). Lower-case words with hyphens; it also names the post, so keep it once published.',
    }),
    title: text('The headline'),
    excerpt: longText('One or two sentences on the blog cards'),
    metaDescription: text('Shown in search results: at most 160 characters').min(50).max(160),
    keywords: list(text('A search phrase'), 'Exactly 5 search phrases').length(5),
    category: oneOf(GENERAL_CATEGORIES, 'The blog category'),
    trade: optionalText("The trade the post is about (an id from content/home/trades.json): its cover takes that trade's colours", {
      label: 'Trade (for a post about one trade)',
      hint: "Only for a post about one trade: its cover takes that trade's colours, and an industry post without a cover picture gets the trade's own drawing.",
    }),
    cover: oneOf(COVER_TOPICS, "The motif of the post's cover (src/lib/cover-choices.ts); without one, the category's default")
      .optional()
      .meta({
        label: 'Cover picture',
        hint: "The picture on the cards and at the top of the post. Without one: a trade post shows its trade, any other post the checklist. A translation shows its English post's picture unless you choose one.",
        picker: 'cover-topic',
      }),
    author: text('Who wrote it'),
    date: isoDate('Publication date (YYYY-MM-DD), the same for every translation'),
    conclusion: longText('The summing-up box after the text, in Markdown', {
      hint: 'The "Conclusion" box at the end of the post: two or three sentences that sum it up and invite the reader to get in touch. Markdown: a blank line between paragraphs, [words](/#contact) for a link.',
    }),
  })
  .noUnknown('${path}: a field the model does not have (${unknown})')
  .test('known-trade', 'trade: "${trade}" is not in content/home/trades.json', function (post) {
    const trades = this.options.context?.trades as readonly string[] | undefined;
    return !trades || !post?.trade || trades.includes(post.trade) || this.createError({ params: { trade: post.trade } });
  });

export type GeneralArticleFrontMatter = yup.InferType<typeof generalArticleSchema>;

/** The front matter of a legal text (content/legal/{language}/{privacy,terms,cookies}.mdx). */
export const legalPageSchema = yup.object({
  pageId: oneOf(['privacy', 'terms', 'cookies'] as const, 'Which legal page: privacy, terms or cookies'),
  language: oneOf(LANGUAGES, 'The language of this version').meta({ fixed: true }),
  title: text('The page title'),
  description: text('Shown in search results: at most 160 characters').min(50).max(160),
  lastUpdated: isoDate('"Last updated" date shown on the page (YYYY-MM-DD)'),
});

export type LegalPageFrontMatter = yup.InferType<typeof legalPageSchema>;

/** A general post reads in at least three minutes: its text and its conclusion box hold 600 words or more. */
export const GENERAL_POST_MIN_WORDS = 600;

/**
 * The words rule of a general post, on its body (the MDX text) and its conclusion: what the build and the editor refuse,
 * in words an editor understands. Empty when the post is long enough.
 */
export function generalPostWordProblems(post: { body: string; conclusion?: unknown }): string[] {
  const words = wordCount(`${post.body} ${typeof post.conclusion === 'string' ? post.conclusion : ''}`);
  if (words >= GENERAL_POST_MIN_WORDS) return [];
  return [
    `the text is ${words} words: a post reads in at least ${readTimeMinutes(GENERAL_POST_MIN_WORDS)} minutes (${GENERAL_POST_MIN_WORDS.toLocaleString('en-US')} words, the text and the conclusion together)`,
  ];
}
